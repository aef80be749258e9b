# The one list of npm packages the build fetches (name and exact version).
# tree-sitter vendors the C runtime; each grammar ships src/parser.c.
set(RD_NPM_TREE_SITTER_VERSION 0.25.0)
set(RD_GRAMMARS
  "python=tree-sitter-python@0.25.0"
)
