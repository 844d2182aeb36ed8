import ArgumentParser

/// The `termcolor` command line (spec/cli.md): the interactive coloring book is the default
/// subcommand; `replay`, `regions` and `bench` run headless; `trace` is the tracing game.
struct TermColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcolor",
        abstract: "A coloring book for the terminal.",
        subcommands: [ColorCommand.self, GalleryCommand.self, CompareCommand.self, ReplayCommand.self, RegionsCommand.self,
                      ConvertCommand.self, BenchCommand.self, TraceCommand.self, SnapshotCommand.self],
        defaultSubcommand: ColorCommand.self)
}

TermColorCommand.main()
