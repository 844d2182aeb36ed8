/// A screen's keys, written once: each line of its help with the keys it describes and what
/// they do. Dispatch looks keys up here and the help overlay draws the same lines, so the two
/// cannot disagree. Mouse gestures have lines too (no keys: the screen's mouse handling does
/// them), so that the help lists them.
struct KeyTable<Action: Sendable>: Sendable {
    struct Line: Sendable {
        /// The help's key column: the keys' names, or a gesture ("mouse drag"), or a shorter
        /// spelling ("1-9", "arrows").
        var label: [String]
        var bindings: [(key: Key, action: Action)]
        var text: String
        /// The same in a few words, for narrow multi-column layouts.
        var short: String

        /// Keys named by their `Key.name`.
        static func keys(_ bindings: [(Key, Action)], _ text: String, short: String? = nil) -> Line {
            Line(label: bindings.map { $0.0.name }, bindings: bindings.map { (key: $0.0, action: $0.1) }, text: text, short: short ?? text)
        }

        /// Keys shown under another label ("1-9", "arrows").
        static func keys(_ label: [String], _ bindings: [(Key, Action)], _ text: String, short: String? = nil) -> Line {
            Line(label: label, bindings: bindings.map { (key: $0.0, action: $0.1) }, text: text, short: short ?? text)
        }

        /// A mouse gesture the screen handles.
        static func mouse(_ gesture: String, _ text: String, short: String) -> Line {
            Line(label: [gesture], bindings: [], text: text, short: short)
        }
    }

    let lines: [Line]
    private let actions: [Key: Action]

    init(_ lines: [Line]) {
        self.lines = lines
        var actions: [Key: Action] = [:]
        for line in lines {
            for b in line.bindings {
                precondition(actions[b.key] == nil, "\(b.key) is bound twice")
                actions[b.key] = b.action
            }
        }
        self.actions = actions
    }

    /// What `key` does here, nil when nothing.
    func action(for key: Key) -> Action? { actions[key] }
}

extension Key {
    /// How help writes the key: `a`, `Space`, `Ctrl-Z`, `Shift-Tab`, `Enter`, `Esc`, `Home`.
    var name: String {
        switch self {
        case .char(" "): "Space"
        case .char(let c): String(c)
        case .control(let c): "Ctrl-" + String(c).uppercased()
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .unknown: "unknown"
        }
    }
}
