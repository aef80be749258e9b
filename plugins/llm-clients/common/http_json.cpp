// http_json.cpp - libcurl POST with timeouts and a response cap.
#include "http_json.hpp"

#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include <boost/json/parse.hpp>
#include <chrono>
#include <cstdlib>
#include <mutex>

#include "reddragon/llm_client.hpp"

namespace reddragon::llmhttp {

namespace {

std::once_flag g_curl_once;
CURLcode g_curl_init = CURLE_OK;

struct Sink {
  std::string body;
  std::size_t limit = kMaxResponseBytes;
  bool overflow = false;
};

std::size_t write_cb(char* data, std::size_t size, std::size_t nmemb, void* user) {
  auto* s = static_cast<Sink*>(user);
  const std::size_t n = size * nmemb;
  if (s->body.size() + n > s->limit) {
    s->overflow = true;
    return 0;  // makes curl abort with CURLE_WRITE_ERROR
  }
  s->body.append(data, n);
  return n;
}

struct CurlHandle {
  CURL* h = curl_easy_init();
  curl_slist* headers = nullptr;
  ~CurlHandle() {
    if (headers != nullptr) curl_slist_free_all(headers);
    if (h != nullptr) curl_easy_cleanup(h);
  }
};

Error err(const PostRequest& r, std::string msg) { return make_error(scrub(std::move(msg), r.secret)); }

}  // namespace

std::string scrub(std::string text, const std::string& secret) { return scrub_secret(std::move(text), secret); }

std::optional<std::string> read_key(const std::string& name) {
  if (name.empty()) return std::nullopt;
  const char* v = std::getenv(name.c_str());
  if (v == nullptr || *v == '\0') return std::nullopt;
  return std::string(v);
}

std::string join_url(std::string_view base, std::string_view path) {
  while (!base.empty() && base.back() == '/') base.remove_suffix(1);
  while (!path.empty() && path.front() == '/') path.remove_prefix(1);
  std::string out(base);
  out += '/';
  out += path;
  return out;
}

Expected<boost::json::value> parse_body(const std::string& body, const std::string& endpoint) {
  boost::system::error_code ec;
  boost::json::value v = boost::json::parse(body, ec);
  if (ec) return make_error("invalid JSON in response from " + endpoint + ": " + ec.message());
  return v;
}

Expected<HttpResponse> post(const PostRequest& r) {
  std::call_once(g_curl_once, [] { g_curl_init = curl_global_init(CURL_GLOBAL_DEFAULT); });
  if (g_curl_init != CURLE_OK) return err(r, std::string("libcurl initialisation failed: ") + curl_easy_strerror(g_curl_init));
  CurlHandle c;
  if (c.h == nullptr) return err(r, "libcurl: cannot create a handle");

  for (const auto& line : r.headers) {
    curl_slist* next = curl_slist_append(c.headers, line.c_str());
    if (next == nullptr) return err(r, "libcurl: out of memory building headers");
    c.headers = next;
  }
  // No "Expect: 100-continue" round trip for larger bodies.
  if (curl_slist* next = curl_slist_append(c.headers, "Expect:"); next != nullptr) c.headers = next;

  Sink sink;
  sink.limit = r.max_response_bytes;
  const long timeout = static_cast<long>(r.timeout_ms == 0 ? 1 : r.timeout_ms);
  curl_easy_setopt(c.h, CURLOPT_URL, r.url.c_str());
  curl_easy_setopt(c.h, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c.h, CURLOPT_TIMEOUT_MS, timeout);
  curl_easy_setopt(c.h, CURLOPT_CONNECTTIMEOUT_MS, timeout);
  curl_easy_setopt(c.h, CURLOPT_POST, 1L);
  curl_easy_setopt(c.h, CURLOPT_POSTFIELDS, r.body.data());
  curl_easy_setopt(c.h, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(r.body.size()));
  curl_easy_setopt(c.h, CURLOPT_HTTPHEADER, c.headers);
  curl_easy_setopt(c.h, CURLOPT_WRITEFUNCTION, &write_cb);
  curl_easy_setopt(c.h, CURLOPT_WRITEDATA, &sink);
  curl_easy_setopt(c.h, CURLOPT_USERAGENT, "reddragon-llm/0.1");
  // Never follow redirects: the key header must not travel to another host.
  curl_easy_setopt(c.h, CURLOPT_FOLLOWLOCATION, 0L);
#if LIBCURL_VERSION_NUM >= 0x075500
  curl_easy_setopt(c.h, CURLOPT_PROTOCOLS_STR, "http,https");
#endif

  const auto t0 = std::chrono::steady_clock::now();
  const CURLcode rc = curl_easy_perform(c.h);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();

  if (sink.overflow)
    return err(r, "response from " + r.endpoint + " exceeds " + std::to_string(r.max_response_bytes) + " bytes");
  if (rc == CURLE_OPERATION_TIMEDOUT) {
    spdlog::debug("{}", scrub(fmt::format("llm: POST {} timed out after {} ms", r.endpoint, ms), r.secret));
    return err(r, "LLM request to " + r.endpoint + " timed out after " + std::to_string(timeout) + " ms");
  }
  if (rc != CURLE_OK) return err(r, "LLM request to " + r.endpoint + " failed: " + curl_easy_strerror(rc));

  HttpResponse out;
  curl_easy_getinfo(c.h, CURLINFO_RESPONSE_CODE, &out.status);
  out.body = std::move(sink.body);
  spdlog::debug("{}", scrub(fmt::format("llm: POST {} -> HTTP {} in {} ms", r.endpoint, out.status, ms), r.secret));
  if (out.status >= 400)
    return err(r, "HTTP " + std::to_string(out.status) + " from " + r.endpoint + ": " + scrub(out.body, r.secret).substr(0, kErrorBodyChars));
  return out;
}

void add_usage(const boost::json::value& response, const char* prompt_field, const char* completion_field,
               LlmUsage* out) {
  if (out == nullptr) return;
  const auto* o = response.if_object();
  const auto* u = o != nullptr ? o->if_contains("usage") : nullptr;
  const auto* uo = u != nullptr ? u->if_object() : nullptr;
  if (uo == nullptr) return;
  auto count = [&](const char* field) -> std::uint64_t {
    const auto* v = uo->if_contains(field);
    if (v == nullptr) return 0;
    if (v->is_uint64()) return v->get_uint64();
    if (v->is_int64() && v->get_int64() > 0) return static_cast<std::uint64_t>(v->get_int64());
    return 0;
  };
  out->prompt_tokens += count(prompt_field);
  out->completion_tokens += count(completion_field);
}

}  // namespace reddragon::llmhttp
