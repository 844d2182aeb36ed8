/// The canvas already offers what the view reads (paint multiplied by the page).
extension Canvas: ViewPixelSource {}
