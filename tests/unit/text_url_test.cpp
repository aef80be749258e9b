// The shared percent-encoder in each runtime's flavour (Java's URLEncoder, PHP's
// urlencode and rawurlencode).
#include <gtest/gtest.h>

#include "reddragon/text/url.hpp"

namespace rt = reddragon::text;

TEST(PercentEncode, KeepsLettersDigitsAndTheGivenPunctuation) {
  EXPECT_EQ(rt::percent_encode("a b*c~d.e-f_g", "._*-", true), "a+b*c%7Ed.e-f_g");   // URLEncoder
  EXPECT_EQ(rt::percent_encode("a b*c~d.e-f_g", "-_.", true), "a+b%2Ac%7Ed.e-f_g");  // urlencode
  EXPECT_EQ(rt::percent_encode("a b*c~d", "-_.~", false), "a%20b%2Ac~d");             // rawurlencode
}

TEST(PercentEncode, EscapesEveryOtherByteInUpperCaseHex) {
  EXPECT_EQ(rt::percent_encode("é/?&=", "", true), "%C3%A9%2F%3F%26%3D");
  EXPECT_EQ(rt::percent_encode("", "-", true), "");
}
