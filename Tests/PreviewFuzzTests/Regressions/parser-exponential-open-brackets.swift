// Finding (hang): 30 unclosed `[` after `let a =` (38 bytes) make swift-syntax's parser backtrack exponentially:
// SourceFile.init (SourceFile.swift:22, Parser.parse) → Parser.Lookahead.canParseSimpleType (Types.swift:883) →
// canParseCollectionTypeBody (Types.swift:957/962) → canParseInlineArrayTypeBody (942) → canParseTypeScalar → …,
// each level trying both the array and the inline-array type forms. Release build: 20 brackets 0.35 s, 24 brackets
// 5.2 s (about ×2 per bracket), 50 brackets did not finish in 60 s. No interpreter budget applies: this is loading,
// on the daemon's render thread. At 1 000+ brackets the same recursion overflows the 8 MiB stack instead (SIGSEGV;
// debug build already at 2 000).
let a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
