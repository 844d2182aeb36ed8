import ColorCore

/// What a pixel view of the page area needs from the colouring screen: the page as shown, the
/// window of it on screen, and the page cells before anything was drawn over them. The
/// executable compares those cells with the frame's: where they differ (region outlines, hover,
/// the keyboard cursor, help, prompts) the frame's cells are drawn over the image as text.
public struct PixelPage {
    public let page: ShownPage
    public let geometry: ViewGeometry
    /// The view's cells as the page alone shows them, the whole screen's size.
    public let pageCells: CellFrame
    /// The letterbox's colour.
    public let letterbox: RGB
    /// The cells the stroke tip shows in (`ViewRenderer.tipCells`).
    public let tipCells: Rect
    /// A modal (help, the colour picker) is drawn over the page area.
    public let modalCoversArea: Bool

    public init(page: ShownPage, geometry: ViewGeometry, pageCells: CellFrame, letterbox: RGB, tipCells: Rect = .empty,
                modalCoversArea: Bool = false) {
        self.page = page; self.geometry = geometry; self.pageCells = pageCells; self.letterbox = letterbox; self.tipCells = tipCells
        self.modalCoversArea = modalCoversArea
    }
}

extension ColoringScreen {
    /// The page area for a pixel view; nil while the screen is too small to show the page.
    public var pixelPage: PixelPage? {
        let g = geometry
        guard !g.isTooSmall else { return nil }
        return PixelPage(page: ShownPage(canvas: session.canvas, lineArtShown: renderer.showsLineArt), geometry: g,
                         pageCells: renderer.frame, letterbox: renderer.letterboxColour.rgb,
                         tipCells: renderer.tipCells, modalCoversArea: modal.coversPageArea)
    }
}
