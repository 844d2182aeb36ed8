/// Polyline helpers for the filter stage.
enum Polyline {
    /// The points of `line` that keep it within `tolerance` of the original (Douglas-Peucker):
    /// the first and last always, and between them only the corners that matter.
    static func simplified(_ line: [StrokePoint], tolerance: Double) -> [StrokePoint] {
        guard line.count > 2 else { return line }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true; keep[line.count - 1] = true
        var spans = [(0, line.count - 1)]
        while let (a, b) = spans.popLast() {
            guard b > a + 1 else { continue }
            let p = line[a], d = line[b] - p
            let len = (d.x * d.x + d.y * d.y).squareRoot()
            var far = -1.0, at = a
            for i in (a + 1)..<b {
                let q = line[i] - p
                let dist = len > 1e-9 ? abs(q.x * d.y - q.y * d.x) / len : (q.x * q.x + q.y * q.y).squareRoot()
                if dist > far { far = dist; at = i }
            }
            if far > tolerance {
                keep[at] = true
                spans.append((a, at)); spans.append((at, b))
            }
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }
}
