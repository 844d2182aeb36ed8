import Foundation

/// The temporary files a save leaves when the program is killed in the middle of it: the PNG is
/// written as `.<name>.XXXXXX` beside it (`mkstemp`, in `PNGWriter.c`) and renamed over it, so a
/// `kill -9` before the rename leaves that file behind, hidden, for good. Whoever holds the
/// picture's lock removes them: no other save of that picture can be under way.
public enum StaleTemporaries {
    /// Removes the leftover temporaries of the picture `png`; returns the names removed.
    @discardableResult
    public static func remove(beside png: String) -> [String] {
        let url = URL(fileURLWithPath: png)
        let folder = url.deletingLastPathComponent().path, prefix = "." + url.lastPathComponent + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let stale = names.filter { name in
            guard name.hasPrefix(prefix) else { return false }
            let suffix = name.dropFirst(prefix.count)
            return suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        return stale.filter { (try? FileManager.default.removeItem(atPath: folder + "/" + $0)) != nil }
    }
}
