// text_normalize_test.cpp - the SDK's Unicode normalization (UAX #15 over
// the table scripts/gen-unicode-normalize.py generates).
#include <gtest/gtest.h>

#include "reddragon/text/normalize.hpp"

using reddragon::text::normalize;

namespace {
std::string nfc(const std::string& s) { return normalize(s, false, true); }
std::string nfd(const std::string& s) { return normalize(s, false, false); }
std::string nfkc(const std::string& s) { return normalize(s, true, true); }
std::string nfkd(const std::string& s) { return normalize(s, true, false); }
}  // namespace

TEST(TextNormalize, CanonicalDecomposeAndCompose) {
  EXPECT_EQ(nfd("\u00E9"), "e\u0301");
  EXPECT_EQ(nfc("e\u0301"), "\u00E9");
  EXPECT_EQ(nfc("\u212B"), "\u00C5");             // Angstrom sign: a singleton, never recomposed
  EXPECT_EQ(nfd("\u1EBF"), "e\u0302\u0301");      // Vietnamese ế: two marks
  EXPECT_EQ(nfc("e\u0302\u0301"), "\u1EBF");
  EXPECT_EQ(nfc("q\u0307\u0323"), "q\u0323\u0307");  // marks reordered by combining class
  EXPECT_EQ(nfc("\u0344"), "\u0308\u0301");       // non-starter decomposition stays apart
}

TEST(TextNormalize, CompatibilityForms) {
  EXPECT_EQ(nfkd("\u00BD"), "1\u20442");          // ½
  EXPECT_EQ(nfkc("\uFB01"), "fi");
  EXPECT_EQ(nfkc("\uFF21\u2460"), "A1");          // full-width A, circled 1
  EXPECT_EQ(nfc("\uFB01"), "\uFB01");             // canonical forms keep compatibility characters
  EXPECT_EQ(nfkc("\u1E9B\u0323"), "\u1E69");      // UAX #15's long s example
  EXPECT_EQ(nfkd("\u01C6"), "dz\u030C");
}

TEST(TextNormalize, HangulAndPassThrough) {
  EXPECT_EQ(nfd("\uD55C"), "\u1112\u1161\u11AB");
  EXPECT_EQ(nfc("\u1112\u1161\u11AB"), "\uD55C");
  EXPECT_EQ(nfc("plain ascii"), "plain ascii");
  EXPECT_EQ(nfc(""), "");
  const std::string lone = "\xED\xA0\x80x";  // WTF-8 lone surrogate: bytes kept
  EXPECT_EQ(nfkd(lone), lone);
}
