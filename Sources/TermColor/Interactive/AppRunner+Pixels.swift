import Screens

extension AppRunner {
    /// Draws the app's frame; with pixels on, the colouring screen's page area as an image
    /// (other screens, the gallery and the tracing game, stay glyphs).
    mutating func show() {
        let page = terminal.pixels == nil ? nil : (app.active as? ColoringScreen)?.pixelPage
        terminal.present(app.frame(), page: page)
    }
}
