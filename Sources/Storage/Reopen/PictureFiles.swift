import ColorCore
import Foundation

/// What lies at one output name before a run starts: the coloured PNG, the stroke log and the
/// autosave journal beside it, each judged for this page. Reading only; `StartDecision` decides.
public struct PictureFiles {
    /// One file of the group.
    public enum Found<Value> {
        case absent
        /// This page's, readable; `modified` is when it was last written.
        case usable(Value, modified: Date)
        /// There, but another page's or unreadable (why, in a few words).
        case unusable(String)

        public var isAbsent: Bool { if case .absent = self { true } else { false } }
        public var value: Value? { if case .usable(let v, _) = self { v } else { nil } }
        public var modified: Date? { if case .usable(_, let m) = self { m } else { nil } }
    }

    public var paths: SavePaths
    public var pngExists: Bool
    public var log: Found<StrokeLog>
    public var journal: Found<JournalRecovery>

    public init(paths: SavePaths, pngExists: Bool, log: Found<StrokeLog>, journal: Found<JournalRecovery>) {
        self.paths = paths
        self.pngExists = pngExists
        self.log = log
        self.journal = journal
    }

    /// Nothing at all at this name: a new picture may start here.
    public var isEmpty: Bool { !pngExists && log.isAbsent && journal.isAbsent }
    /// This page's work is here (a stroke log or journal for it).
    public var holdsThisPagesWork: Bool { log.value != nil || journal.value != nil }

    /// Reads the group at `paths` for the page `header` describes (its file name and size).
    /// A log or journal read before (`earlier`) and not written since is not read again.
    public static func read(_ paths: SavePaths, page header: JournalHeader, earlier: PictureFiles? = nil) -> PictureFiles {
        let same = earlier?.paths == paths
        let log = same ? earlier.flatMap { unchanged($0.log, at: paths.strokes) } : nil
        let journal = same ? earlier.flatMap { unchanged($0.journal, at: paths.journal) } : nil
        return PictureFiles(paths: paths, pngExists: FileManager.default.fileExists(atPath: paths.png),
                            log: log ?? readLog(paths.strokes, page: header), journal: journal ?? readJournal(paths.journal, page: header))
    }

    /// `found` again when the file at `path` is the one it was read from (same modification time).
    static func unchanged<Value>(_ found: Found<Value>, at path: String) -> Found<Value>? {
        guard let time = found.modified, FileManager.default.fileExists(atPath: path), modified(path) == time else { return nil }
        return found
    }

    static func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }

    static func readLog(_ path: String, page header: JournalHeader) -> Found<StrokeLog> {
        guard FileManager.default.fileExists(atPath: path) else { return .absent }
        guard let data = FileManager.default.contents(atPath: path) else { return .unusable("its stroke log cannot be read") }
        return judge(log: data, page: header, modified: modified(path))
    }

    /// A stroke log is this page's when it reads and replays cleanly, was recorded on a page of
    /// this size, and names this page when it names one (`StrokeLog.pageName(in:)`), with its
    /// pixels when it records their digest.
    static func judge(log data: Data, page header: JournalHeader, modified: Date) -> Found<StrokeLog> {
        let log: StrokeLog
        do {
            log = try StrokeLog(json: data)
            try log.validate()
        } catch {
            return .unusable("its stroke log cannot be used (\(error.description))")
        }
        let name = StrokeLog.pageName(in: data)
        switch header.mismatch(page: log.page, name: name, digest: StrokeLog.pageDigest(in: data)) {
        case .size?: return .unusable("its stroke log is for a \(log.page.width)x\(log.page.height) page")
        case .name?: return .unusable("its stroke log is for \(name ?? "")")
        case .pixels?:
            // The same name with other pixels: the page was edited, or it is a photo coloured
            // converted and now opened --as-is (or the other way round).
            return .unusable("its log is for other pixels of \(header.pageName) (changed since, or a photo opened with or without --as-is)")
        case nil: return .usable(log, modified: modified)
        }
    }

    static func readJournal(_ path: String, page header: JournalHeader) -> Found<JournalRecovery> {
        guard FileManager.default.fileExists(atPath: path) else { return .absent }
        guard let data = FileManager.default.contents(atPath: path) else { return .unusable("its journal cannot be read") }
        let recovered = JournalRecovery(data: data, expecting: header)
        guard recovered.matchesPage else { return .unusable("its journal cannot be used (\(recovered.problem ?? "unusable"))") }
        return .usable(recovered, modified: modified(path))
    }
}
