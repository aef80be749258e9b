// php_streams.cpp - PHP's in-memory and standard streams.
#include "php_more.hpp"

namespace reddragon::vm::php {
namespace {
const MoreEntry kStreams[] = {{"__php_streams_none", nullptr}};
}  // namespace
std::span<const MoreEntry> stream_functions() { return std::span<const MoreEntry>(kStreams, 0); }
}  // namespace reddragon::vm::php
