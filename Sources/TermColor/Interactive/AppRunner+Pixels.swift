import Screens

extension AppRunner {
    /// Draws the app's frame; with pixels on, the colouring screen's page area as an image and
    /// the gallery's tile previews as images (the tracing game stays glyphs).
    mutating func show() {
        let page = terminal.pixels == nil ? nil : (app.active as? ColoringScreen)?.pixelPage
        let tiles = terminal.pixels == nil ? [] : (app.active as? GalleryScreen)?.tileImages ?? []
        terminal.present(app.frame(), page: page, tiles: tiles)
    }
}
