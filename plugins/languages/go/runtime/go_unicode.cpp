// go_unicode.cpp - the unicode package: rune classes (IsLetter, IsUpper,
// IsSpace, IsPunct, ...), case mapping (ToUpper/ToLower/ToTitle/To,
// SimpleFold) and the common range tables (unicode.Han, unicode.Latin,
// unicode.Letter, ...) for Is/In/IsOneOf. Case mapping is Unicode's simple
// mapping (reddragon/text/case.hpp), as Go's CaseRanges; the classes beyond
// Latin-1 are approximations by block (listed in library.tsv).
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/text/case.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
using R = std::int64_t;

struct Range {
  R lo, hi;
};
template <std::size_t N>
bool in_ranges(R r, const Range (&t)[N]) {
  for (const auto& x : t)
    if (r >= x.lo && r <= x.hi) return true;
  return false;
}

R rune_arg(const Args& a, std::size_t k) { return k < a.size() && a[k].is_int() ? a[k].i() : -1; }

bool valid_rune(R r) { return r >= 0 && r <= 0x10FFFF && !(r >= 0xD800 && r <= 0xDFFF); }

const Range kTitle[] = {{0x1C5, 0x1C5}, {0x1C8, 0x1C8}, {0x1CB, 0x1CB}, {0x1F2, 0x1F2}, {0x1F88, 0x1F8F},
                        {0x1F98, 0x1F9F}, {0x1FA8, 0x1FAF}, {0x1FBC, 0x1FBC}, {0x1FCC, 0x1FCC}, {0x1FFC, 0x1FFC}};
// lowercase letters with no uppercase mapping (ß, ĸ, ŉ, IPA extensions, ...)
const Range kLowerOnly[] = {{0xDF, 0xDF},   {0x138, 0x138}, {0x149, 0x149}, {0x18D, 0x18D}, {0x1BA, 0x1BA},
                            {0x1BE, 0x1BE}, {0x221, 0x221}, {0x234, 0x239}, {0x250, 0x293}, {0x295, 0x2AF},
                            {0x1D00, 0x1D2B}, {0x1D6B, 0x1D77}, {0x1D79, 0x1D9A}, {0x1E96, 0x1E9D}, {0x1E9F, 0x1E9F}};
const Range kDigit[] = {{0x660, 0x669},   {0x6F0, 0x6F9},   {0x7C0, 0x7C9},   {0x966, 0x96F},   {0x9E6, 0x9EF},
                        {0xA66, 0xA6F},   {0xAE6, 0xAEF},   {0xB66, 0xB6F},   {0xBE6, 0xBEF},   {0xC66, 0xC6F},
                        {0xCE6, 0xCEF},   {0xD66, 0xD6F},   {0xDE6, 0xDEF},   {0xE50, 0xE59},   {0xED0, 0xED9},
                        {0xF20, 0xF29},   {0x1040, 0x1049}, {0x1090, 0x1099}, {0x17E0, 0x17E9}, {0x1810, 0x1819},
                        {0xFF10, 0xFF19}, {0x1D7CE, 0x1D7FF}};
// numbers that are not decimal digits (No, Nl)
const Range kOtherNumber[] = {{0xB2, 0xB3},     {0xB9, 0xB9},     {0xBC, 0xBE},     {0x2070, 0x2070}, {0x2074, 0x2079},
                              {0x2080, 0x2089}, {0x2150, 0x2182}, {0x2185, 0x2189}, {0x2460, 0x249B}, {0x24EA, 0x24FF},
                              {0x2776, 0x2793}, {0x3007, 0x3007}, {0x3021, 0x3029}, {0x3038, 0x303A}, {0x3192, 0x3195},
                              {0x3220, 0x3229}, {0x3248, 0x324F}, {0x3251, 0x325F}, {0x3280, 0x3289}, {0x32B1, 0x32BF}};
const Range kPunct[] = {{0xA1, 0xA1},     {0xA7, 0xA7},     {0xAB, 0xAB},     {0xB6, 0xB7},     {0xBB, 0xBB},
                        {0xBF, 0xBF},     {0x37E, 0x37E},   {0x387, 0x387},   {0x55A, 0x55F},   {0x589, 0x58A},
                        {0x5BE, 0x5BE},   {0x5C0, 0x5C0},   {0x5C3, 0x5C3},   {0x5C6, 0x5C6},   {0x5F3, 0x5F4},
                        {0x609, 0x60A},   {0x60C, 0x60D},   {0x61B, 0x61B},   {0x61D, 0x61F},   {0x66A, 0x66D},
                        {0x6D4, 0x6D4},   {0x964, 0x965},   {0x970, 0x970},   {0xE4F, 0xE4F},   {0xE5A, 0xE5B},
                        {0x2010, 0x2027}, {0x2030, 0x2043}, {0x2045, 0x2051}, {0x2053, 0x205E}, {0x207D, 0x207E},
                        {0x208D, 0x208E}, {0x2308, 0x230B}, {0x2329, 0x232A}, {0x2768, 0x2775}, {0x27C5, 0x27C6},
                        {0x27E6, 0x27EF}, {0x2983, 0x2998}, {0x29D8, 0x29DB}, {0x29FC, 0x29FD}, {0x2E00, 0x2E2E},
                        {0x2E30, 0x2E4F}, {0x3001, 0x3003}, {0x3008, 0x3011}, {0x3014, 0x301F}, {0x3030, 0x3030},
                        {0x303D, 0x303D}, {0x30A0, 0x30A0}, {0x30FB, 0x30FB}, {0xFE10, 0xFE19}, {0xFE30, 0xFE52},
                        {0xFE54, 0xFE61}, {0xFE63, 0xFE63}, {0xFE68, 0xFE68}, {0xFE6A, 0xFE6B}, {0xFF01, 0xFF03},
                        {0xFF05, 0xFF0A}, {0xFF0C, 0xFF0F}, {0xFF1A, 0xFF1B}, {0xFF1F, 0xFF20}, {0xFF3B, 0xFF3D},
                        {0xFF3F, 0xFF3F}, {0xFF5B, 0xFF5B}, {0xFF5D, 0xFF5D}, {0xFF5F, 0xFF65}};
const Range kSymbol[] = {{0xA2, 0xA6},     {0xA8, 0xA9},     {0xAC, 0xAC},     {0xAE, 0xB1},     {0xB4, 0xB4},
                         {0xB8, 0xB8},     {0xD7, 0xD7},     {0xF7, 0xF7},     {0x2C2, 0x2C5},   {0x2D2, 0x2DF},
                         {0x2E5, 0x2EB},   {0x2ED, 0x2ED},   {0x2EF, 0x2FF},   {0x375, 0x375},   {0x384, 0x385},
                         {0x3F6, 0x3F6},   {0x482, 0x482},   {0x58D, 0x58F},   {0x606, 0x608},   {0x60B, 0x60B},
                         {0x60E, 0x60F},   {0xE3F, 0xE3F},   {0x2044, 0x2044}, {0x2052, 0x2052}, {0x207A, 0x207C},
                         {0x208A, 0x208C}, {0x20A0, 0x20C0}, {0x2100, 0x2101}, {0x2103, 0x2106}, {0x2108, 0x2109},
                         {0x2114, 0x2114}, {0x2116, 0x2118}, {0x211E, 0x2123}, {0x2125, 0x2125}, {0x2127, 0x2127},
                         {0x2129, 0x2129}, {0x212E, 0x212E}, {0x213A, 0x213B}, {0x2140, 0x2144}, {0x214A, 0x214D},
                         {0x214F, 0x214F}, {0x218A, 0x218B}, {0x2190, 0x2307}, {0x230C, 0x2328}, {0x232B, 0x2426},
                         {0x2440, 0x244A}, {0x249C, 0x24E9}, {0x2500, 0x2767}, {0x2794, 0x27C4}, {0x27C7, 0x27E5},
                         {0x27F0, 0x2982}, {0x2999, 0x29D7}, {0x29DC, 0x29FB}, {0x29FE, 0x2B73}, {0x2B76, 0x2BFF},
                         {0x2CE5, 0x2CEA}, {0x3004, 0x3004}, {0x3012, 0x3013}, {0x3020, 0x3020}, {0x3036, 0x3037},
                         {0x303E, 0x303F}, {0x309B, 0x309C}, {0x3190, 0x3191}, {0x3196, 0x319F}, {0x31C0, 0x31E3},
                         {0x3200, 0x321E}, {0x322A, 0x3247}, {0x3250, 0x3250}, {0x3260, 0x327F}, {0x328A, 0x32B0},
                         {0x32C0, 0x33FF}, {0xFB29, 0xFB29}, {0xFE62, 0xFE62}, {0xFE64, 0xFE66}, {0xFE69, 0xFE69},
                         {0xFF04, 0xFF04}, {0xFF0B, 0xFF0B}, {0xFF1C, 0xFF1E}, {0xFF3E, 0xFF3E}, {0xFF40, 0xFF40},
                         {0xFF5C, 0xFF5C}, {0xFF5E, 0xFF5E}, {0xFFE0, 0xFFE6}, {0xFFE8, 0xFFEE}, {0xFFFC, 0xFFFD},
                         {0x1F000, 0x1FAFF}};
const Range kMark[] = {{0x300, 0x36F},   {0x483, 0x489},   {0x591, 0x5BD},   {0x5BF, 0x5BF},   {0x5C1, 0x5C2},
                       {0x5C4, 0x5C5},   {0x5C7, 0x5C7},   {0x610, 0x61A},   {0x64B, 0x65F},   {0x670, 0x670},
                       {0x6D6, 0x6DC},   {0x6DF, 0x6E4},   {0x6E7, 0x6E8},   {0x6EA, 0x6ED},   {0x900, 0x903},
                       {0x93A, 0x93C},   {0x93E, 0x94F},   {0x951, 0x957},   {0x962, 0x963},   {0xE31, 0xE31},
                       {0xE34, 0xE3A},   {0xE47, 0xE4E},   {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x20D0, 0x20F0},
                       {0x302A, 0x302F}, {0x3099, 0x309A}, {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F}, {0xE0100, 0xE01EF}};
// format characters, line/paragraph separators, private use: not printable
const Range kNotGraphic[] = {{0xAD, 0xAD},     {0x600, 0x605},   {0x61C, 0x61C},   {0x6DD, 0x6DD},   {0x180E, 0x180E},
                             {0x200B, 0x200F}, {0x2028, 0x202E}, {0x2060, 0x206F}, {0xD800, 0xF8FF}, {0xFEFF, 0xFEFF},
                             {0xFFF9, 0xFFFB}, {0xE0000, 0xE007F}, {0xF0000, 0x10FFFF}};

// scripts
const Range kLatin[] = {{0x41, 0x5A},     {0x61, 0x7A},     {0xAA, 0xAA},     {0xBA, 0xBA},     {0xC0, 0xD6},
                        {0xD8, 0xF6},     {0xF8, 0x2B8},    {0x2E0, 0x2E4},   {0x1D00, 0x1D25}, {0x1D2C, 0x1D5C},
                        {0x1D62, 0x1D65}, {0x1D6B, 0x1D77}, {0x1D79, 0x1DBE}, {0x1E00, 0x1EFF}, {0x2071, 0x2071},
                        {0x207F, 0x207F}, {0x2090, 0x209C}, {0x212A, 0x212B}, {0x2132, 0x2132}, {0x214E, 0x214E},
                        {0x2160, 0x2188}, {0x2C60, 0x2C7F}, {0xA722, 0xA787}, {0xA78B, 0xA7FF}, {0xAB30, 0xAB5A},
                        {0xAB5C, 0xAB64}, {0xFB00, 0xFB06}, {0xFF21, 0xFF3A}, {0xFF41, 0xFF5A}};
const Range kGreek[] = {{0x370, 0x373},   {0x375, 0x377},   {0x37A, 0x37D},   {0x37F, 0x37F},   {0x384, 0x384},
                        {0x386, 0x386},   {0x388, 0x38A},   {0x38C, 0x38C},   {0x38E, 0x3A1},   {0x3A3, 0x3E1},
                        {0x3F0, 0x3FF},   {0x1D26, 0x1D2A}, {0x1D5D, 0x1D61}, {0x1D66, 0x1D6A}, {0x1DBF, 0x1DBF},
                        {0x1F00, 0x1FFE}, {0x2126, 0x2126}, {0xAB65, 0xAB65}};
const Range kCyrillic[] = {{0x400, 0x484},   {0x487, 0x52F},   {0x1C80, 0x1C88}, {0x1D2B, 0x1D2B},
                           {0x1D78, 0x1D78}, {0x2DE0, 0x2DFF}, {0xA640, 0xA69F}, {0xFE2E, 0xFE2F}};
const Range kHan[] = {{0x2E80, 0x2E99}, {0x2E9B, 0x2EF3}, {0x2F00, 0x2FD5}, {0x3005, 0x3005}, {0x3007, 0x3007},
                      {0x3021, 0x3029}, {0x3038, 0x303B}, {0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xF900, 0xFA6D},
                      {0xFA70, 0xFAD9}, {0x20000, 0x2A6DF}, {0x2A700, 0x2EBE0}, {0x2F800, 0x2FA1D}, {0x30000, 0x323AF}};
const Range kHiragana[] = {{0x3041, 0x3096}, {0x309D, 0x309F}, {0x1B001, 0x1B11F}, {0x1F200, 0x1F200}};
const Range kKatakana[] = {{0x30A1, 0x30FA}, {0x30FD, 0x30FF}, {0x31F0, 0x31FF}, {0x32D0, 0x32FE},
                           {0x3300, 0x3357}, {0xFF66, 0xFF6F}, {0xFF71, 0xFF9D}, {0x1B000, 0x1B000}};
const Range kHangul[] = {{0x1100, 0x11FF}, {0x302E, 0x302F}, {0x3131, 0x318E}, {0x3200, 0x321E}, {0x3260, 0x327E},
                         {0xA960, 0xA97C}, {0xAC00, 0xD7A3}, {0xD7B0, 0xD7C6}, {0xD7CB, 0xD7FB}, {0xFFA0, 0xFFBE},
                         {0xFFC2, 0xFFC7}, {0xFFCA, 0xFFCF}, {0xFFD2, 0xFFD7}, {0xFFDA, 0xFFDC}};
const Range kArabic[] = {{0x600, 0x604},   {0x606, 0x60B},   {0x60D, 0x61A},   {0x61C, 0x61E},   {0x620, 0x63F},
                         {0x641, 0x64A},   {0x656, 0x66F},   {0x671, 0x6DC},   {0x6DE, 0x6FF},   {0x750, 0x77F},
                         {0x8A0, 0x8FF},   {0xFB50, 0xFDFF}, {0xFE70, 0xFEFC}};
const Range kHebrew[] = {{0x591, 0x5C7}, {0x5D0, 0x5EA}, {0x5EF, 0x5F4}, {0xFB1D, 0xFB4F}};
const Range kThai[] = {{0xE01, 0xE3A}, {0xE40, 0xE5B}};
const Range kDevanagari[] = {{0x900, 0x950}, {0x955, 0x963}, {0x966, 0x97F}, {0xA8E0, 0xA8FF}};
const Range kHexDigit[] = {{0x30, 0x39}, {0x41, 0x46}, {0x61, 0x66}, {0xFF10, 0xFF19}, {0xFF21, 0xFF26}, {0xFF41, 0xFF46}};

/// Letters beyond ASCII: the Latin-1 letters and every code point outside
/// the Latin-1 symbols, punctuation, digits, marks, symbols and CJK
/// punctuation blocks (an approximation of Unicode's L category).
bool non_ascii_letter(R r) {
  if (r < 0x100) return r == 0xAA || r == 0xB5 || r == 0xBA || (r >= 0xC0 && r != 0xD7 && r != 0xF7);
  if (in_ranges(r, kDigit) || in_ranges(r, kOtherNumber) || in_ranges(r, kPunct) || in_ranges(r, kSymbol) ||
      in_ranges(r, kMark) || in_ranges(r, kNotGraphic))
    return false;
  if (r >= 0x2000 && r <= 0x2BFF) return r == 0x2071 || r == 0x207F || (r >= 0x2090 && r <= 0x209C) || (r >= 0x2102 && r <= 0x214F);
  if (r >= 0x3000 && r <= 0x303F) return r == 0x3005 || r == 0x3006 || (r >= 0x3031 && r <= 0x3035) || r == 0x303B || r == 0x303C;
  if (r == 0x3000 || r == 0x1680) return false;
  return r <= 0x10FFFF;
}

}  // namespace

bool go_rune_is_space(R r) {
  switch (r) {
    case '\t': case '\n': case '\v': case '\f': case '\r': case ' ': case 0x85: case 0xA0:
    case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000:
      return true;
    default:
      return r >= 0x2000 && r <= 0x200A;
  }
}
bool go_rune_is_letter(R r) {
  if (r < 0x80) return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z');
  return non_ascii_letter(r);
}
bool go_rune_is_digit(R r) { return (r >= '0' && r <= '9') || (r >= 0x80 && in_ranges(r, kDigit)); }
bool go_rune_is_title(R r) { return r >= 0x1C5 && in_ranges(r, kTitle); }
bool go_rune_is_upper(R r) {
  if (r < 0x80) return r >= 'A' && r <= 'Z';
  if (!valid_rune(r) || go_rune_is_title(r)) return false;
  return text::simple_lower(static_cast<std::uint32_t>(r)) != static_cast<std::uint32_t>(r) ||
         (r >= 0x2102 && r <= 0x213F && (r == 0x2102 || r == 0x2107 || (r >= 0x210B && r <= 0x210D) ||
                                         (r >= 0x2110 && r <= 0x2112) || r == 0x2115 || (r >= 0x2119 && r <= 0x211D) ||
                                         r == 0x2124 || r == 0x2128 || r == 0x212C || r == 0x212D || r == 0x2130 ||
                                         r == 0x2131 || r == 0x2133 || r == 0x213E || r == 0x213F));
}
bool go_rune_is_lower(R r) {
  if (r < 0x80) return r >= 'a' && r <= 'z';
  if (!valid_rune(r) || go_rune_is_title(r)) return false;
  if (r == 0xB5) return true;
  return text::simple_upper(static_cast<std::uint32_t>(r)) != static_cast<std::uint32_t>(r) || in_ranges(r, kLowerOnly);
}
R go_rune_upper(R r) {
  if (r < 0x80) return r >= 'a' && r <= 'z' ? r - 32 : r;
  if (!valid_rune(r)) return r;
  return text::simple_upper(static_cast<std::uint32_t>(r));
}
R go_rune_lower(R r) {
  if (r < 0x80) return r >= 'A' && r <= 'Z' ? r + 32 : r;
  if (!valid_rune(r)) return r;
  return text::simple_lower(static_cast<std::uint32_t>(r));
}
R go_rune_title(R r) {
  switch (r) {
    case 0x1C4: case 0x1C5: case 0x1C6: return 0x1C5;
    case 0x1C7: case 0x1C8: case 0x1C9: return 0x1C8;
    case 0x1CA: case 0x1CB: case 0x1CC: return 0x1CB;
    case 0x1F1: case 0x1F2: case 0x1F3: return 0x1F2;
    default: return go_rune_is_title(r) ? r : go_rune_upper(r);
  }
}

namespace {
bool is_graphic(R r);
}  // namespace
bool go_rune_is_graphic(R r) { return is_graphic(r); }
bool go_rune_is_print(R r) {
  if (r == ' ') return true;
  return is_graphic(r) && !(r >= 0x80 && go_rune_is_space(r));
}

namespace {

bool is_punct(R r) {
  if (r < 0x80) {
    static const std::string p = "!\"#%&'()*,-./:;?@[\\]_{}";
    return r >= 0 && p.find(static_cast<char>(r)) != std::string::npos;
  }
  return in_ranges(r, kPunct);
}
bool is_symbol(R r) {
  if (r < 0x80) {
    static const std::string p = "$+<=>^`|~";
    return r >= 0 && p.find(static_cast<char>(r)) != std::string::npos;
  }
  return in_ranges(r, kSymbol);
}
bool is_control(R r) { return (r >= 0 && r < 0x20) || (r >= 0x7F && r < 0xA0); }
bool is_mark(R r) { return r >= 0x300 && in_ranges(r, kMark); }
bool is_number(R r) { return go_rune_is_digit(r) || (r >= 0x80 && in_ranges(r, kOtherNumber)); }
/// L, M, N, P, S or a space separator (Zs).
bool is_graphic(R r) {
  if (!valid_rune(r) || is_control(r)) return false;
  if (r < 0x80) return true;
  return !in_ranges(r, kNotGraphic);
}

/// A range table by the name unicode.<Name> gave it.
bool table_has(const std::string& t, R r) {
  if (t == "Letter" || t == "L") return go_rune_is_letter(r);
  if (t == "Upper" || t == "Lu") return go_rune_is_upper(r);
  if (t == "Lower" || t == "Ll") return go_rune_is_lower(r);
  if (t == "Title" || t == "Lt") return go_rune_is_title(r);
  if (t == "Digit" || t == "Nd") return go_rune_is_digit(r);
  if (t == "Number" || t == "N") return is_number(r);
  if (t == "Punct" || t == "P") return is_punct(r);
  if (t == "Symbol" || t == "S") return is_symbol(r);
  if (t == "Mark" || t == "M") return is_mark(r);
  if (t == "Control" || t == "Cc") return is_control(r);
  if (t == "Space" || t == "Z") return go_rune_is_space(r) && !(r < 0x20) && r != 0x85;
  if (t == "White_Space") return go_rune_is_space(r);
  if (t == "Latin") return in_ranges(r, kLatin);
  if (t == "Greek") return in_ranges(r, kGreek);
  if (t == "Cyrillic") return in_ranges(r, kCyrillic);
  if (t == "Han") return in_ranges(r, kHan);
  if (t == "Hiragana") return in_ranges(r, kHiragana);
  if (t == "Katakana") return in_ranges(r, kKatakana);
  if (t == "Hangul") return in_ranges(r, kHangul);
  if (t == "Arabic") return in_ranges(r, kArabic);
  if (t == "Hebrew") return in_ranges(r, kHebrew);
  if (t == "Thai") return in_ranges(r, kThai);
  if (t == "Devanagari") return in_ranges(r, kDevanagari);
  if (t == "ASCII_Hex_Digit") return r < 0x80 && in_ranges(r, kHexDigit);
  if (t == "Hex_Digit") return in_ranges(r, kHexDigit);
  return false;
}
const char* const kTables[] = {"Letter", "L",   "Upper",  "Lu",     "Lower",    "Ll",       "Title",    "Lt",
                               "Digit",  "Nd",  "Number", "N",      "Punct",    "P",        "Symbol",   "S",
                               "Mark",   "M",   "Control", "Cc",    "Space",    "Z",        "White_Space",
                               "Latin",  "Greek", "Cyrillic", "Han", "Hiragana", "Katakana", "Hangul",   "Arabic",
                               "Hebrew", "Thai", "Devanagari", "ASCII_Hex_Digit", "Hex_Digit"};

std::string table_name(const Value& t) {
  if (!t.is(Tag::Tuple)) return "";
  const auto& items = t.as<ListObj>()->items;
  return !items.empty() && items[0].is(Tag::Str) ? std::string(items[0].as<StrObj>()->s) : std::string();
}

template <bool (*F)(R)>
Value pred(Vm&, const Value&, Args& a) { return Value::boolean(F(rune_arg(a, 0))); }
template <R (*F)(R)>
Value map1(Vm&, const Value&, Args& a) { return Value::integer(F(rune_arg(a, 0))); }

/// unicode.Is(table, r)
Value u_is(Vm&, const Value&, Args& a) { return Value::boolean(a.size() >= 2 && table_has(table_name(a[0]), rune_arg(a, 1))); }
/// unicode.In(r, tables...) (the frontend passes the variadic tables spread or as one list)
Value u_in(Vm&, const Value&, Args& a) {
  R r = rune_arg(a, 0);
  for (std::size_t k = 1; k < a.size(); ++k) {
    if (a[k].is(Tag::List)) {
      for (const auto& t : a[k].as<ListObj>()->items)
        if (table_has(table_name(t), r)) return Value::boolean(true);
    } else if (table_has(table_name(a[k]), r)) {
      return Value::boolean(true);
    }
  }
  return Value::boolean(false);
}
/// unicode.IsOneOf(tables, r)
Value u_is_one_of(Vm&, const Value&, Args& a) {
  R r = rune_arg(a, 1);
  if (!a.empty() && a[0].is(Tag::List))
    for (const auto& t : a[0].as<ListObj>()->items)
      if (table_has(table_name(t), r)) return Value::boolean(true);
  return Value::boolean(false);
}
/// unicode.To(case, r): UpperCase 0, LowerCase 1, TitleCase 2.
Value u_to(Vm&, const Value&, Args& a) {
  R c = rune_arg(a, 0), r = rune_arg(a, 1);
  if (c == 0) return Value::integer(go_rune_upper(r));
  if (c == 1) return Value::integer(go_rune_lower(r));
  if (c == 2) return Value::integer(go_rune_title(r));
  return Value::integer(0xFFFD);
}
/// unicode.SimpleFold(r): the next larger rune of r's case orbit, wrapping to the smallest.
R simple_fold(R r) {
  if (!valid_rune(r)) return r;
  std::vector<R> orbit{r, go_rune_upper(r), go_rune_lower(r)};
  orbit.push_back(go_rune_lower(orbit[1]));
  orbit.push_back(go_rune_upper(orbit[2]));
  static const R kExtra[][3] = {{'K', 'k', 0x212A}, {'S', 's', 0x17F}, {0xC5, 0xE5, 0x212B}, {0xB5, 0x39C, 0x3BC},
                                {0x3A3, 0x3C3, 0x3C2}, {0x398, 0x3B8, 0x3D1}, {0x392, 0x3B2, 0x3D0}, {0x3A9, 0x3C9, 0x2126},
                                {0xDF, 0x1E9E, 0xDF}, {0x399, 0x3B9, 0x1FBE}};
  for (const auto& e : kExtra)
    for (R x : e)
      if (x == r || x == orbit[1] || x == orbit[2]) {
        orbit.insert(orbit.end(), std::begin(e), std::end(e));
        break;
      }
  R next = -1, least = r;
  for (R x : orbit) {
    if (x > r && (next < 0 || x < next)) next = x;
    if (x < least) least = x;
  }
  return next >= 0 ? next : least;
}

}  // namespace

Value go_unicode_global(Vm& in, std::string_view name) {
  if (name != "unicode") return Value::undef();
  Value pkg = go_package(in, "unicode",
                         {{"IsUpper", pred<go_rune_is_upper>},   {"IsLower", pred<go_rune_is_lower>},
                          {"IsTitle", pred<go_rune_is_title>},   {"IsLetter", pred<go_rune_is_letter>},
                          {"IsDigit", pred<go_rune_is_digit>},   {"IsNumber", pred<is_number>},
                          {"IsSpace", pred<go_rune_is_space>},   {"IsPunct", pred<is_punct>},
                          {"IsSymbol", pred<is_symbol>},         {"IsMark", pred<is_mark>},
                          {"IsControl", pred<is_control>},       {"IsGraphic", pred<is_graphic>},
                          {"IsPrint", pred<go_rune_is_print>},           {"ToUpper", map1<go_rune_upper>},
                          {"ToLower", map1<go_rune_lower>},      {"ToTitle", map1<go_rune_title>},
                          {"SimpleFold", map1<simple_fold>},     {"To", u_to},
                          {"Is", u_is},                          {"In", u_in},
                          {"IsOneOf", u_is_one_of}},
                         {{"MaxRune", 0x10FFFF}, {"ReplacementChar", 0xFFFD}, {"MaxASCII", 0x7F}, {"MaxLatin1", 0xFF},
                          {"UpperCase", 0}, {"LowerCase", 1}, {"TitleCase", 2}, {"MaxCase", 3}, {"Version", 0}});
  auto* inst = pkg.as<InstanceObj>();
  for (const char* t : kTables) inst->fields.set(in.intern(t), make_list({make_str(t)}, Tag::Tuple));
  inst->fields.set(in.intern("Version"), make_str("15.0.0"));
  return pkg;
}

}  // namespace reddragon::vm
