import ColorCore
enum Scene { static func draw() -> Page { Page(width: 10, height: 10) } }
