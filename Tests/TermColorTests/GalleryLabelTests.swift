@testable import TermColor
import Testing

/// The gallery's tiles name their pictures; two of the same file name say their folders.
struct GalleryLabelTests {
    @Test func sameNamesSayTheirFolders() {
        #expect(GalleryLoader.labels(["/a/book1/house-colored.png", "/a/book2/house-colored.png", "/a/cat.png", "rel/tree-colored.png"])
                == ["house-colored in book1", "house-colored in book2", "cat", "tree-colored"])
        #expect(GalleryLoader.labels([]) == [])
        // Folders of the same name: as much of the path as tells them apart.
        #expect(GalleryLoader.labels(["/a/house/house-colored.png", "/b/house/house-colored.png", "/b/x/house-colored.png"])
                == ["house-colored in a/house", "house-colored in b/house", "house-colored in x"])
    }
}
