#if canImport(FoundationXML)
  import Foundation
  import Testing
  @testable import Samples

  /// `swift run Samples xml <file>` as a new user meets it: what is not an
  /// XML document is an error said in words, and the outline keeps the
  /// document's order.
  @Suite("Samples: xml")
  struct XMLSampleTests {
    /// The outline's lines, or the sample's error message.
    static func outline(_ data: Data) -> (lines: [String], error: String?) {
      var lines: [String] = []
      do {
        try XMLSample.outline(data) { lines.append($0) }
        return (lines, nil)
      } catch {
        return (lines, "\(error)")
      }
    }

    @Test(arguments: ["", "  \n\t"])
    func anEmptyFileIsAnError(_ text: String) {
      let error = Self.outline(Data(text.utf8)).error
      #expect(error?.contains("empty") == true, "\(error ?? "no error")")
    }

    @Test func aBinaryFileIsReportedInWords() throws {
      let binary = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00])  // an ELF header, as /bin/ls starts
      let error = try #require(Self.outline(binary).error)
      #expect(error.contains("does not start with '<'"), "\(error)")
      #expect(!error.contains("empty"), "\(error)")
    }

    @Test func invalidUTF8IsReportedInWords() throws {
      let data = Data("<a>caf".utf8) + Data([0xFF, 0xFE]) + Data("</a>".utf8)
      let error = try #require(Self.outline(data).error)
      #expect(error.contains("invalid UTF-8"), "\(error)")
      #expect(!error.contains("libxml2 error"), "\(error)")
    }

    @Test func aCommentComesAfterTheElementItIsIn() throws {
      let (lines, _) = Self.outline(try TestResources.data("catalog.xml"))
      let element = try #require(lines.firstIndex(of: "catalog"), "\(lines)")
      let comment = try #require(lines.firstIndex { $0.contains("# two books") }, "\(lines)")
      #expect(element < comment)
      #expect(lines[comment].hasPrefix("  #"), "the comment is indented inside its element")
    }

    @Test func droppedEntityReferencesAreNamed() throws {
      let (lines, _) = Self.outline(try TestResources.data("catalog.xml"))
      let note = try #require(lines.first { $0.contains("entity references") }, "\(lines)")
      #expect(note.contains("&publisher;") && note.contains("&copy;"), "\(note)")
      #expect(!note.contains("&amp;"))
    }

    @Test func theDemoFeedOutlinesCleanly() {
      let (lines, error) = Self.outline(Data(XMLSample.demoFeed.utf8))
      #expect(error == nil, "\(error ?? "")")
      #expect(lines.contains("(7 elements)"), "\(lines)")
      #expect(!lines.contains { $0.contains("entity references") }, "character references are not dropped")
    }
  }
#endif
