import ColorCore
import Foundation

/// The person's folders as the environment names them: the one place `HOME` and the XDG base
/// directories are read. An XDG variable counts only when it is an absolute path (the XDG rule:
/// a relative one is ignored); an empty `HOME` is no home.
public struct UserFolders: Equatable, Sendable {
    /// `HOME`: `~` in paths typed at a prompt or written in the settings file.
    public let home: String?
    /// `XDG_CONFIG_HOME`, else `$HOME/.config`.
    public let configHome: String?
    /// `XDG_STATE_HOME`, else `$HOME/.local/state`.
    public let stateHome: String?

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        func xdg(_ name: String, else fallback: String) -> String? {
            if let value = environment[name], value.hasPrefix("/") { return value }
            return home.map { $0 + fallback }
        }
        self.home = home
        configHome = xdg("XDG_CONFIG_HOME", else: "/.config")
        stateHome = xdg("XDG_STATE_HOME", else: "/.local/state")
    }

    /// The settings file, `config.toml` (nil without `XDG_CONFIG_HOME` and `HOME`).
    public var settingsFile: String? { configHome.map { $0 + "/termcolor/config.toml" } }

    /// Where the recent-pictures list is kept (nil without `XDG_STATE_HOME` and `HOME`).
    public var recentFolder: String? { stateHome.map { $0 + "/termcolor" } }

    /// Where a save goes when the output's folder cannot be written (`SavePaths.rescueFolder`).
    public var rescueFolder: String { SavePaths.rescueFolder(home: home) }

    /// The person's own terminfo entries, before the system's.
    public var terminfoFolders: [String] { home.map { ["\($0)/.terminfo"] } ?? [] }
}
