// http_test_server.hpp - a small real HTTP/1.1 server on 127.0.0.1 for
// tests of network clients. It binds an ephemeral port, serves scripted
// responses (status, body, delay) in order from its own thread, records
// every request, and stops cleanly: all waits are bounded (accept polls,
// per-connection read timeout, size caps, interruptible delays).
//
//   rdtest::HttpTestServer srv;
//   srv.enqueue({200, R"({"ok": true})"});
//   client.post(srv.base_url() + "/x", ...);
//   auto reqs = srv.requests();   // method, path, headers, body
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace rdtest {

struct ScriptedResponse {
  int status = 200;
  std::string body;
  std::chrono::milliseconds delay{0};  ///< wait this long before answering
  std::string content_type = "application/json";
  std::vector<std::pair<std::string, std::string>> headers;  ///< extra headers
};

struct RecordedRequest {
  std::string method;
  std::string path;  ///< request target, e.g. "/v1/chat/completions"
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  /// Value of a header (name compared case-insensitively), if present.
  std::optional<std::string> header(std::string_view name) const;
  /// The raw header block plus body, for "appears nowhere" assertions.
  std::string raw;
};

class HttpTestServer {
 public:
  /// Binds 127.0.0.1:0 and starts serving. Throws std::runtime_error if the
  /// socket cannot be set up.
  HttpTestServer();
  ~HttpTestServer();
  HttpTestServer(const HttpTestServer&) = delete;
  HttpTestServer& operator=(const HttpTestServer&) = delete;

  std::uint16_t port() const { return port_; }
  /// "http://127.0.0.1:<port>"
  std::string base_url() const;

  /// Responses are served in FIFO order; when none is queued the default
  /// (404 with an empty JSON object unless changed) is served.
  void enqueue(ScriptedResponse r);
  void set_default(ScriptedResponse r);

  /// Requests fully received so far, in arrival order.
  std::vector<RecordedRequest> requests() const;

  /// Stops the server thread (idempotent; also done by the destructor).
  void stop();

  /// Read timeout for one connection and limits on what is accepted.
  static constexpr std::chrono::milliseconds kReadTimeout{2000};
  static constexpr std::size_t kMaxHeaderBytes = 64 * 1024;
  static constexpr std::size_t kMaxBodyBytes = 8 * 1024 * 1024;

 private:
  void run();
  void serve(int fd);
  bool wait_or_stop(std::chrono::milliseconds d);
  ScriptedResponse next_response();

  int listen_fd_ = -1;
  std::uint16_t port_ = 0;
  std::atomic<bool> stop_{false};
  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::deque<ScriptedResponse> queue_;
  ScriptedResponse default_{404, "{}"};
  std::vector<RecordedRequest> requests_;
  std::thread thread_;
};

}  // namespace rdtest
