import ColorCore

/// A page's designed colours by number: its cases, raw values 1, 2, ... in order, are the
/// palette a person plays the page with (number n is the case with raw value n).
protocol PagePalette: CaseIterable, RawRepresentable where RawValue == Int {
    var rgb: RGB { get }
}

extension PagePalette {
    static var colours: [RGB] {
        let cases = Array(allCases)
        precondition(cases.enumerated().allSatisfy { $0.offset + 1 == $0.element.rawValue }, "\(Self.self): numbers run 1, 2, ...")
        return cases.map(\.rgb)
    }
}
