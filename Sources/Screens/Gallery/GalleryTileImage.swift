import ColorCore

/// A gallery tile's preview as the pixel view draws it: the preview page, the tile's view of it
/// (the geometry its glyph tile is rendered with, so both show the same window of the page),
/// and where it lies on screen. The tile's name and progress stay text.
public struct GalleryTileImage: Equatable, Sendable {
    public let item: Int
    public let preview: Page
    public let geometry: ViewGeometry
    /// The tile's preview cells on screen; a tile scrolled partly out starts above the content.
    public let tile: Rect
    /// The part of `tile` shown now, in screen cells (never empty).
    public let visible: Rect

    public init(item: Int, preview: Page, geometry: ViewGeometry, tile: Rect, visible: Rect) {
        self.item = item; self.preview = preview; self.geometry = geometry; self.tile = tile; self.visible = visible
    }

    /// `visible` in the tile's own cells: what the pixel view renders.
    public var visibleInTile: Rect { Rect(x: visible.x - tile.x, y: visible.y - tile.y, width: visible.width, height: visible.height) }
}

extension GalleryScreen {
    /// The previews on screen now, one per tile in view that has a preview (a tile still
    /// waiting for its preview keeps its glyph placeholder), in screen order.
    public var tileImages: [GalleryTileImage] {
        guard layout.rows >= 8, layout.columns >= 20 else { return [] }
        let content = Rect(x: 0, y: GalleryLayout.topRows, width: layout.columns,
                           height: layout.rows - GalleryLayout.topRows - GalleryLayout.bottomRows)
        var images: [GalleryTileImage] = []
        for (line, top) in zip(layout.lines, layout.lineTops) {
            guard case .tiles(let indices) = line else { continue }
            for (c, index) in indices.enumerated() {
                guard let preview = items[index].preview, previews[index] != nil else { continue }
                let tile = Rect(x: layout.tileLeft(c), y: top - scroll + GalleryLayout.topRows, width: layout.tileWidth,
                                height: layout.previewRows)
                let visible = tile.intersection(content)
                guard !visible.isEmpty else { continue }
                images.append(GalleryTileImage(item: index, preview: preview, geometry: tileGeometry(of: preview), tile: tile,
                                               visible: visible))
            }
        }
        return images
    }

    /// The view a tile shows its preview in: `renderedPreview`'s renderer's own geometry.
    func tileGeometry(of preview: Page) -> ViewGeometry {
        ViewGeometry(pageWidth: preview.width, pageHeight: preview.height, columns: layout.tileWidth,
                     rows: layout.previewRows + ViewGeometry.reservedRows, glyphs: display.glyphs, cellShape: display.cellShape)
    }
}
