/// One answer to the start-up probe's queries, read from the bytes the terminal sent back.
enum ProbeReply: Equatable {
    /// DA1, `CSI ? level ; attributes c` (all the numbers, the level first): attribute 4 means
    /// sixel graphics. Every terminal answers DA1,
    /// so it is asked last and its answer ends the probe (the replies before it are complete).
    case primaryAttributes([Int])
    /// The kitty graphics query's answer, `APC G i=ID ; message ST`: "OK" when the protocol works.
    case kittyGraphics(message: String)
    /// XTSMGRAPHICS, `CSI ? item ; status ; values S`: item 1 the colour registers, item 2 the
    /// largest sixel image; status 0 is success.
    case graphicsAttribute(item: Int, status: Int, values: [Int])
    /// XTVERSION, `DCS > | name(version) ST`.
    case version(String)
    /// XTGETTCAP, `DCS 1 + r hexname = hexvalue ST` (a known capability) or `DCS 0 + r ST`.
    case capability(name: String, value: String?)
    /// `CSI 6 ; height ; width t`: one cell's size in pixels.
    case cellPixels(width: Int, height: Int)
    /// DECRPM, `CSI ? mode ; value $ y`.
    case mode(Int, value: Int)
    /// OSC 4, `OSC 4 ; index ; rgb:rrrr/gggg/bbbb ST`: the terminal has colour `index`.
    case paletteColour(index: Int, rgb: String)

    /// The replies in `bytes`, in order, and whether DA1 (the sentinel) was among them. Bytes
    /// that are no reply (a key typed during the probe) are skipped.
    static func parse(_ bytes: [UInt8]) -> (replies: [ProbeReply], sawSentinel: Bool) {
        var replies: [ProbeReply] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1b, i + 1 < bytes.count else { i += 1; continue }
            switch bytes[i + 1] {
            case UInt8(ascii: "["):
                guard let (reply, end) = csi(bytes, from: i + 2) else { return (replies, replies.contains(where: \.isSentinel)) }
                if let reply { replies.append(reply) }
                i = end
            case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "]"):
                guard let (body, end) = stringBody(bytes, from: i + 2) else { return (replies, replies.contains(where: \.isSentinel)) }
                let reply = switch bytes[i + 1] {
                case UInt8(ascii: "P"): dcs(body)
                case UInt8(ascii: "_"): apc(body)
                default: osc(body)
                }
                if let reply { replies.append(reply) }
                i = end
            default:
                i += 1
            }
        }
        return (replies, replies.contains(where: \.isSentinel))
    }

    var isSentinel: Bool { if case .primaryAttributes = self { true } else { false } }

    /// A CSI sequence's reply (nil for one that is none of ours) and the index after it; nil when
    /// the sequence is not complete yet.
    private static func csi(_ bytes: [UInt8], from start: Int) -> (ProbeReply?, Int)? {
        var j = start
        var marker: UInt8?, intermediate: UInt8?
        if j < bytes.count, (0x3c...0x3f).contains(bytes[j]) { marker = bytes[j]; j += 1 }
        var params: [Int] = [], current = 0, digits = false
        while j < bytes.count {
            let c = bytes[j]
            switch c {
            case 0x30...0x39: current = min(current * 10 + Int(c - 0x30), 1 << 24); digits = true
            case UInt8(ascii: ";"): params.append(digits ? current : 0); current = 0; digits = false
            case 0x20...0x2f: intermediate = c
            case 0x40...0x7e:
                if digits { params.append(current) }
                return (reply(marker: marker, intermediate: intermediate, final: c, params: params), j + 1)
            default: return (nil, j)
            }
            j += 1
        }
        return nil
    }

    /// The reply a CSI sequence of these parts is (nil for one that is none of ours): also how the
    /// input decoder tells a late answer from a key, on the parts it has already read.
    static func reply(marker: UInt8?, intermediate: UInt8?, final: UInt8, params: [Int]) -> ProbeReply? {
        func character(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
        return switch (marker.map(character), intermediate.map(character), character(final)) {
        case ("?", nil, "c"): ProbeReply.primaryAttributes(params)
        case ("?", nil, "S") where params.count >= 2: .graphicsAttribute(item: params[0], status: params[1], values: Array(params.dropFirst(2)))
        case (nil, nil, "t") where params.count == 3 && params[0] == 6: .cellPixels(width: params[2], height: params[1])
        case ("?", "$", "y") where params.count == 2: .mode(params[0], value: params[1])
        default: nil
        }
    }

    /// The body of a string sequence (DCS or APC) ended by ST (`ESC \`) or BEL, and the index
    /// after its end; nil when its end has not come yet.
    private static func stringBody(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
        var j = start
        while j < bytes.count {
            if bytes[j] == 0x07 { return (Array(bytes[start..<j]), j + 1) }
            if bytes[j] == 0x1b {
                guard j + 1 < bytes.count else { return nil }
                if bytes[j + 1] == UInt8(ascii: "\\") { return (Array(bytes[start..<j]), j + 2) }
            }
            j += 1
        }
        return nil
    }

    private static func dcs(_ body: [UInt8]) -> ProbeReply? {
        let text = String(decoding: body, as: UTF8.self)
        if text.hasPrefix(">|") { return .version(String(text.dropFirst(2))) }
        if text.hasPrefix("1+r") {
            let pair = text.dropFirst(3).split(separator: "=", maxSplits: 1).map(String.init)
            guard let name = pair.first.flatMap(fromHex) else { return nil }
            return .capability(name: name, value: pair.count > 1 ? fromHex(pair[1]) : nil)
        }
        if text.hasPrefix("0+r") {
            return .capability(name: fromHex(String(text.dropFirst(3))) ?? "", value: nil)
        }
        return nil
    }

    private static func apc(_ body: [UInt8]) -> ProbeReply? {
        guard body.first == UInt8(ascii: "G"), let semicolon = body.firstIndex(of: UInt8(ascii: ";")) else { return nil }
        return .kittyGraphics(message: String(decoding: body[(semicolon + 1)...], as: UTF8.self))
    }

    private static func osc(_ body: [UInt8]) -> ProbeReply? {
        let fields = String(decoding: body, as: UTF8.self).split(separator: ";", maxSplits: 2).map(String.init)
        guard fields.count == 3, fields[0] == "4", let index = Int(fields[1]), fields[2].hasPrefix("rgb:") else { return nil }
        return .paletteColour(index: index, rgb: fields[2])
    }

    /// XTGETTCAP's names and values are hex-encoded ASCII.
    static func fromHex(_ hex: String) -> String? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        for k in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[k..<k + 2], as: UTF8.self), radix: 16) else { return nil }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
