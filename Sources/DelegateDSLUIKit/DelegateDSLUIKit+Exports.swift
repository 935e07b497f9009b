// Importing an adapter module is enough: it re-exports the core, so that a
// screen's file imports one module per framework it uses (`import
// DelegateDSLUIKit`) instead of that and `DelegateDSL` (issue 45: the
// imports were the largest part of the lines a screen written with the
// library had over the same screen written with plain delegates). A file
// that also imports `DelegateDSL` still compiles. Hand-written, beside the
// generated adapters.

@_exported import DelegateDSL
