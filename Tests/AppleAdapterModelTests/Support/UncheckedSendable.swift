// `MKOverlayView+NobodyAnswered.swift`, an adapter helper compiled inside the
// library, uses the library's internal `UncheckedSendable`; its Linux form,
// compiled here, gets this one of the same shape.

#if !canImport(ObjectiveC)
  /// A value carried across an isolation boundary its owner proves safe (see the helper's comment).
  struct UncheckedSendable<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: used only by MKOverlayView.nobodyAnswered(), which makes and returns the
    // view on the main actor (`MainActor.assumeIsolated`).
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
