// The UIKit types the modelled protocols name, as declarations: no behaviour
// beyond what an adapter's fallback reads (`UIMenu(children:)`,
// `UITableViewCell()`). The hosts are in their own files.

#if !canImport(ObjectiveC)
  import Foundation

  @MainActor open class UIView {
    /// The window the view is in, if any (the model's to set; the orientation fallbacks read its scene).
    public var window: UIWindow?
    public nonisolated init() {}
  }

  /// "Constants that specify text alignment."
  public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

  /// A label: its text, as the picker's row views read it.
  @MainActor open class UILabel: UIView {
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textAlignment = NSTextAlignment.natural
    public nonisolated override init() { super.init() }
  }

  @MainActor open class UIMenuElement {
    public nonisolated init() {}
  }

  @MainActor open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public nonisolated init(children: [UIMenuElement] = []) {
      self.children = children
      super.init()
    }
  }

  @MainActor open class UIContextMenuConfiguration { public nonisolated init() {} }
  @MainActor open class UITargetedPreview { public nonisolated init() {} }
  @MainActor open class UISwipeActionsConfiguration { public nonisolated init() {} }
  @MainActor open class UITableViewRowAction { public nonisolated init() {} }
  @MainActor open class UIFocusAnimationCoordinator { public nonisolated init() {} }
  @MainActor open class UIFocusUpdateContext { public nonisolated init() {} }
  @MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {}
  @MainActor public protocol UIContextMenuInteractionAnimating: ObjectiveCResponding {}
  @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}
  @MainActor public protocol UIEditMenuInteractionAnimating: ObjectiveCResponding {}
  @MainActor public protocol UISpringLoadedInteractionContext: ObjectiveCResponding {}

  /// A cell; `reuseIdentifier` is what `dequeueReusableCell(withIdentifier:for:)` gave it.
  @MainActor open class UITableViewCell: UIView {
    public enum EditingStyle: Int, Sendable {
      case none, delete, insert
    }
    public internal(set) var reuseIdentifier: String?
    public nonisolated required override init() { super.init() }
  }

  extension IndexPath {
    /// UIKit's row-and-section index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
  }
#endif

#if !canImport(ObjectiveC)
  @MainActor open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?
    public nonisolated required override init() { super.init() }
  }

  @MainActor open class UICollectionViewCell: UICollectionReusableView {}

  @MainActor open class UICollectionViewLayout { public nonisolated init() {} }

  @MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    public nonisolated init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
      self.currentLayout = currentLayout
      self.nextLayout = nextLayout
      super.init()
    }
  }

  @MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {}

  @MainActor open class UIWindowScene {
    @MainActor open class ActivationConfiguration { public nonisolated init() {} }
    /// The scene's orientation, the model's to set.
    public var interfaceOrientation = UIInterfaceOrientation.portrait
    public nonisolated init() {}
  }
#endif
