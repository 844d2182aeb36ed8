/// What the colouring screen is waiting for besides drawing: at most one thing at a time.
enum Modal: Equatable, Sendable {
    case none
    /// The `?` overlay is up; most keys close it and then do what they do.
    case help
    /// A y / n question on the status line: `y` (or `Y`) says yes, anything else no.
    case asking(Question)
    /// The save-as prompt, while the person types a path.
    case typingPath(PathPrompt)
    /// The colour picker (`p`) is up; it gets the keys and clicks until it closes.
    case picking(ColourPicker)

    enum Question: Equatable, Sendable {
        /// `c`: clear all paint?
        case clear
        /// `Q` with drawing not yet saved: quit without saving?
        case quitWithoutSaving
        /// Save as onto a path where other work lies: replace it?
        case replace(path: String)
    }
}
