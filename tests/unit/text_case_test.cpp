// text_case_test.cpp - the SDK's Unicode simple case table (generated from
// the Unicode database by scripts/gen-unicode-case.py).
#include <gtest/gtest.h>

#include "reddragon/text/case.hpp"

using reddragon::text::full_case;
using reddragon::text::simple_lower;
using reddragon::text::simple_upper;

TEST(TextCase, AsciiAndLatin1) {
  EXPECT_EQ(simple_upper('a'), 'A');
  EXPECT_EQ(simple_lower('Z'), 'z');
  EXPECT_EQ(simple_upper('1'), '1');
  EXPECT_EQ(simple_upper(0xE9), 0xC9u);   // é
  EXPECT_EQ(simple_lower(0xC9), 0xE9u);
  EXPECT_EQ(simple_upper(0xFF), 0x178u);  // ÿ -> Ÿ, outside Latin-1
  EXPECT_EQ(simple_upper(0xB5), 0x39Cu);  // micro sign -> Greek capital mu
  EXPECT_EQ(simple_upper(0xF7), 0xF7u);   // ÷ has no case
  EXPECT_EQ(simple_upper(0xDF), 0xDFu);   // ß: only a full mapping (SS)
}

TEST(TextCase, AlternatingAndShiftedBlocks) {
  EXPECT_EQ(simple_upper(0x101), 0x100u);  // ā, Latin Extended-A pairs
  EXPECT_EQ(simple_lower(0x100), 0x101u);
  EXPECT_EQ(simple_upper(0x100), 0x100u);
  EXPECT_EQ(simple_upper(0x3C3), 0x3A3u);  // σ
  EXPECT_EQ(simple_upper(0x3C2), 0x3A3u);  // final ς
  EXPECT_EQ(simple_lower(0x3A3), 0x3C3u);
  EXPECT_EQ(simple_upper(0x436), 0x416u);  // ж
  EXPECT_EQ(simple_lower(0x401), 0x451u);  // Ё
  EXPECT_EQ(simple_upper(0x10428), 0x10400u);  // Deseret, beyond the BMP
}

TEST(TextCase, SimpleWhereTheFullMappingDiffers) {
  EXPECT_EQ(simple_upper(0x1F80), 0x1F88u);  // full: U+1F08 U+0399
  EXPECT_EQ(simple_lower(0x130), 'i');       // full: i + U+0307
  EXPECT_EQ(simple_upper(0x149), 0x149u);    // ŉ: no single code point
}

TEST(TextCase, FullCaseAppliesSpecialCasingAndFinalSigma) {
  EXPECT_EQ(full_case("straße", true), "STRASSE");
  EXPECT_EQ(full_case("\xEF\xAC\x81le", true), "FILE");          // ﬁ ligature
  EXPECT_EQ(full_case("\xC4\xB0", false), "i\xCC\x87");           // İ: i + combining dot
  EXPECT_EQ(full_case("\xCE\x9F\xCE\x94\xCE\x9F\xCE\xA3", false),  // ΟΔΟΣ: the last Σ is final
            "\xCE\xBF\xCE\xB4\xCE\xBF\xCF\x82");
  EXPECT_EQ(full_case("\xCE\xA3", false), "\xCF\x83");             // a lone Σ is not final
  EXPECT_EQ(full_case("a\xFF" "b", true), "A\xFF" "B");            // invalid bytes kept
}
