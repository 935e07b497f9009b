// A host property whose type composes protocols (`UIImagePickerController`'s
// `@property(nullable,nonatomic,weak) id <UINavigationControllerDelegate,
// UIImagePickerControllerDelegate> delegate;`) holds one delegate for all of
// them. One proxy must then serve every protocol's events, as a table view's
// serves the scroll view's it inherits: a second adapter's proxy in the same
// property would replace the first. So the adapter of the protocol configured
// for the host re-declares the other protocols' events (`Event(inheriting:)`,
// one slot for both declarations) and its proxy implements their methods.
// Unlike a refined protocol's, a composed protocol's methods are reached
// through a cast: a real delegate given as the configured protocol may lack
// the other (see `Renderer.receiver(_:)`).
//
// The composed protocol's own options (`--rule`, `--vend`, `--fallback`) are
// passed with this protocol's: each is sorted by the method it names.

/// The composed protocols' share of the generator's options.
enum ComposedProtocols {
  /// The options, split by the protocol whose method each names: this one's, or a composed one's.
  struct Options {
    let ownRules: [Rules.Override]
    let ownForms: [AnswerForm.Override]
    let ownFallbacks: [Fallbacks.Override]
    private let otherRules: [Rules.Override]
    private let otherForms: [AnswerForm.Override]
    private let otherFallbacks: [Fallbacks.Override]

    /// An option that names none of `own`'s methods but one of a composed protocol's belongs to that one;
    /// every other stays with `own` (where a wrong name is refused as before).
    init(
      rules: [Rules.Override], forms: [AnswerForm.Override], fallbacks: [Fallbacks.Override], own: ProtocolModel,
      composed: [ProtocolModel]
    ) {
      let others = composed.flatMap(\.methods)
      func isOthers(_ names: (MethodModel) -> Bool) -> Bool {
        !own.methods.contains(where: names) && others.contains(where: names)
      }
      ownRules = rules.filter { !isOthers($0.names) }
      otherRules = rules.filter { isOthers($0.names) }
      ownForms = forms.filter { !isOthers($0.names) }
      otherForms = forms.filter { isOthers($0.names) }
      ownFallbacks = fallbacks.filter { !isOthers($0.names) }
      otherFallbacks = fallbacks.filter { isOthers($0.names) }
    }

    func rules(of other: ProtocolModel) -> [Rules.Override] {
      otherRules.filter { rule in other.methods.contains(where: rule.names) }
    }

    func forms(of other: ProtocolModel) -> [AnswerForm.Override] {
      otherForms.filter { form in other.methods.contains(where: form.names) }
    }

    func fallbacks(of other: ProtocolModel) -> [Fallbacks.Override] {
      otherFallbacks.filter { fallback in other.methods.contains(where: fallback.names) }
    }
  }
}
