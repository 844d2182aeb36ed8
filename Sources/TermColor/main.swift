import ArgumentParser

/// The `termcolor` command line (spec/cli.md): the interactive coloring book is the default
/// subcommand; `replay`, `regions` and `bench` run headless.
struct TermColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcolor",
        abstract: "A coloring book for the terminal.",
        subcommands: [ColorCommand.self, ReplayCommand.self, RegionsCommand.self, BenchCommand.self, SnapshotCommand.self],
        defaultSubcommand: ColorCommand.self)
}

TermColorCommand.main()
