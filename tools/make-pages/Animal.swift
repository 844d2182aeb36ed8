import ColorCore
enum Animal { static func draw() -> Page { Page(width: 10, height: 10) } }
