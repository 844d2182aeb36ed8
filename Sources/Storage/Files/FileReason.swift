import Foundation
import PNGBridge

/// Why a file could not be written, in the PNG codec's few words ("no such folder",
/// "permission denied", "disk full"), never Foundation's long sentences.
enum FileReason {
    /// The words for an errno value: ENOENT while writing means the folder is missing.
    static func words(errno code: Int32) -> String {
        code == ENOENT ? "no such folder" : String(cString: pb_errno_reason(code))
    }

    /// The errno behind a Foundation or POSIX error, when there is one.
    static func errnoValue(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        guard ns.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        default: return nil
        }
    }

    /// A short reason for a failed write.
    static func words(for error: any Error) -> String {
        if let code = errnoValue(of: error) { return words(errno: code) }
        return "write error"
    }

    /// Why nothing can be saved into the folder of `path` ("no such folder", "permission
    /// denied", "not a folder"), nil when it is a folder this process may write into.
    static func folderProblem(for path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return "no such folder" }
        guard isFolder.boolValue else { return "not a folder" }
        if access(folder, W_OK | X_OK) != 0 { return words(errno: errno) }
        return nil
    }
}
