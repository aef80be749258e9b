# The one list of npm packages the build fetches (name and exact version).
# tree-sitter vendors the C runtime; each grammar ships src/parser.c
# ("name=package@version:subdir" when the grammar lives in a subfolder).
set(RD_NPM_TREE_SITTER_VERSION 0.25.0)
set(RD_GRAMMARS
  "python=tree-sitter-python@0.25.0"
  "javascript=tree-sitter-javascript@0.25.0"
  "typescript=tree-sitter-typescript@0.23.2:typescript"
  "java=tree-sitter-java@0.23.5"
  "c=tree-sitter-c@0.24.1"
  "go=tree-sitter-go@0.25.0"
  "lua=@tree-sitter-grammars/tree-sitter-lua@0.4.1"
  "php=tree-sitter-php@0.24.2:php"
  "ruby=tree-sitter-ruby@0.23.1"
)
# Toolchains the corpus expectations come from (scripts/regen-expected.sh);
# not needed to build or test.
set(RD_NPM_TYPESCRIPT_COMPILER typescript@5.9.3)
# The official SARIF 2.1.0 JSON schema (OASIS, 2.1.0-rtm.5), as shipped in
# Microsoft's SARIF jest matchers: tests validate `--format sarif` with it.
set(RD_NPM_SARIF_SCHEMA_PACKAGE "@microsoft/jest-sarif@1.0.0-beta.0")
set(RD_NPM_SARIF_SCHEMA_FILE "lib/schemas/sarif-2.1.0-rtm.5.json")
