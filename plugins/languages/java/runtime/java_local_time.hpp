// java_local_time.hpp - java.time.LocalTime's value: the nanosecond of the day, printed as
// LocalTime.toString does and read as ISO_LOCAL_TIME (HH:mm[:ss[.f..]]) reads it. A
// LocalDateTime is a LocalDate's epoch day plus one of these. Pure functions: the VM glue is
// in java_runtime.cpp.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace reddragon::vm::java_time {

constexpr std::int64_t kNanosPerDay = 86400LL * 1000000000LL;

/// HH:mm, then :ss when the seconds or nanos are not zero, then the fraction in
/// groups of three digits (.SSS, .SSSSSS or .SSSSSSSSS), as LocalTime.toString.
inline std::string time_of_day_str(std::int64_t nod) {
  std::int64_t nano = nod % 1000000000, secs = nod / 1000000000;
  int h = static_cast<int>(secs / 3600), m = static_cast<int>(secs / 60 % 60), s = static_cast<int>(secs % 60);
  char buf[40];
  int len = std::snprintf(buf, sizeof buf, "%02d:%02d", h, m);
  if (s > 0 || nano > 0) {
    len += std::snprintf(buf + len, sizeof buf - static_cast<std::size_t>(len), ":%02d", s);
    if (nano > 0) {
      if (nano % 1000000 == 0) std::snprintf(buf + len, sizeof buf - static_cast<std::size_t>(len), ".%03d", static_cast<int>(nano / 1000000));
      else if (nano % 1000 == 0) std::snprintf(buf + len, sizeof buf - static_cast<std::size_t>(len), ".%06d", static_cast<int>(nano / 1000));
      else std::snprintf(buf + len, sizeof buf - static_cast<std::size_t>(len), ".%09d", static_cast<int>(nano));
    }
  }
  return buf;
}

/// The JDK's message when a time field is out of range, else empty.
inline std::string time_range_error(std::int64_t h, std::int64_t m, std::int64_t s, std::int64_t n) {
  auto bad = [](const char* f, const char* range, std::int64_t v) {
    return std::string("Invalid value for ") + f + " (valid values " + range + "): " + std::to_string(v);
  };
  if (h < 0 || h > 23) return bad("HourOfDay", "0 - 23", h);
  if (m < 0 || m > 59) return bad("MinuteOfHour", "0 - 59", m);
  if (s < 0 || s > 59) return bad("SecondOfMinute", "0 - 59", s);
  if (n < 0 || n > 999999999) return bad("NanoOfSecond", "0 - 999999999", n);
  return {};
}

/// ISO_LOCAL_TIME from s[i]: HH:mm[:ss[.1-9 digits]]. On success i is past it; else
/// nullopt and i is the index the JDK reports. range: the out-of-range message, if that failed.
inline std::optional<std::int64_t> parse_time_at(std::string_view s, std::size_t& i, std::string* range) {
  auto two = [&](std::int64_t& out) {
    if (i + 2 > s.size() || s[i] < '0' || s[i] > '9' || s[i + 1] < '0' || s[i + 1] > '9') return false;
    out = (s[i] - '0') * 10 + (s[i + 1] - '0');
    i += 2;
    return true;
  };
  std::int64_t h = 0, m = 0, sec = 0, nano = 0;
  if (!two(h)) return std::nullopt;
  if (i >= s.size() || s[i] != ':') return std::nullopt;
  ++i;
  if (!two(m)) return std::nullopt;
  if (i < s.size() && s[i] == ':') {
    ++i;
    if (!two(sec)) return std::nullopt;
    if (i < s.size() && s[i] == '.') {
      std::size_t f = ++i;
      while (i < s.size() && i - f < 9 && s[i] >= '0' && s[i] <= '9') nano = nano * 10 + (s[i++] - '0');
      if (i == f) return std::nullopt;
      for (std::size_t k = i - f; k < 9; ++k) nano *= 10;
    }
  }
  if (std::string e = time_range_error(h, m, sec, nano); !e.empty()) {
    if (range) *range = e;
    return std::nullopt;
  }
  return ((h * 60 + m) * 60 + sec) * 1000000000LL + nano;
}

}  // namespace reddragon::vm::java_time
