extension ViewRenderer {
    /// The cells the open stroke's tip is blended into (empty with none): what a view drawn from
    /// the page's pixels alone (the pixel view) takes from these cells instead, since the tip is
    /// not in the page until its paint lands.
    public var tipCells: Rect { geometry.cells(showing: tip.rect) }
}
