// http_test_server.cpp - see http_test_server.hpp.
#include "http_test_server.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace rdtest {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

const char* reason_phrase(int status) {
  switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    default: return "Status";
  }
}

void send_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // peer gone (e.g. the client timed out): drop it
    data.remove_prefix(static_cast<std::size_t>(n));
  }
}

}  // namespace

std::optional<std::string> RecordedRequest::header(std::string_view name) const {
  const std::string want = lower(name);
  for (const auto& [k, v] : headers)
    if (lower(k) == want) return v;
  return std::nullopt;
}

HttpTestServer::HttpTestServer() {
  listen_fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listen_fd_ < 0) throw std::runtime_error(std::string("socket: ") + std::strerror(errno));
  int one = 1;
  ::setsockopt(listen_fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;  // ephemeral
  socklen_t len = sizeof addr;
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(listen_fd_, 16) != 0 ||
      ::getsockname(listen_fd_, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
    const std::string msg = std::strerror(errno);
    ::close(listen_fd_);
    throw std::runtime_error("test server bind/listen: " + msg);
  }
  port_ = ntohs(addr.sin_port);
  thread_ = std::thread([this] { run(); });
}

HttpTestServer::~HttpTestServer() { stop(); }

void HttpTestServer::stop() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
  if (listen_fd_ >= 0) {
    ::close(listen_fd_);
    listen_fd_ = -1;
  }
}

std::string HttpTestServer::base_url() const { return "http://127.0.0.1:" + std::to_string(port_); }

void HttpTestServer::enqueue(ScriptedResponse r) {
  std::lock_guard<std::mutex> lock(mu_);
  queue_.push_back(std::move(r));
}

void HttpTestServer::set_default(ScriptedResponse r) {
  std::lock_guard<std::mutex> lock(mu_);
  default_ = std::move(r);
}

std::vector<RecordedRequest> HttpTestServer::requests() const {
  std::lock_guard<std::mutex> lock(mu_);
  return requests_;
}

ScriptedResponse HttpTestServer::next_response() {
  std::lock_guard<std::mutex> lock(mu_);
  if (queue_.empty()) return default_;
  ScriptedResponse r = std::move(queue_.front());
  queue_.pop_front();
  return r;
}

bool HttpTestServer::wait_or_stop(std::chrono::milliseconds d) {
  std::unique_lock<std::mutex> lock(mu_);
  return cv_.wait_for(lock, d, [this] { return stop_.load(); });
}

void HttpTestServer::run() {
  while (!stop_) {
    pollfd p{listen_fd_, POLLIN, 0};
    const int n = ::poll(&p, 1, 50);  // bounded: re-check stop_ every 50 ms
    if (n <= 0) continue;
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    serve(fd);
    ::close(fd);
  }
}

void HttpTestServer::serve(int fd) {
  timeval send_timeout{2, 0};  // a client that stops reading cannot wedge us
  ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &send_timeout, sizeof send_timeout);
  const auto deadline = std::chrono::steady_clock::now() + kReadTimeout;
  std::string buf;
  auto read_more = [&]() -> bool {
    while (!stop_) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) return false;
      pollfd p{fd, POLLIN, 0};
      const int n = ::poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 50)));
      if (n < 0 && errno != EINTR) return false;
      if (n <= 0) continue;
      char chunk[16384];
      const ssize_t got = ::recv(fd, chunk, sizeof chunk, 0);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) return false;
      buf.append(chunk, static_cast<std::size_t>(got));
      return true;
    }
    return false;
  };

  std::size_t header_end;
  while ((header_end = buf.find("\r\n\r\n")) == std::string::npos) {
    if (buf.size() > kMaxHeaderBytes || !read_more()) return;
  }
  RecordedRequest req;
  const std::string_view head(buf.data(), header_end);
  std::size_t line_end = head.find("\r\n");
  const std::string_view request_line = head.substr(0, line_end);
  const auto sp1 = request_line.find(' ');
  const auto sp2 = request_line.find(' ', sp1 == std::string_view::npos ? 0 : sp1 + 1);
  if (sp1 == std::string_view::npos || sp2 == std::string_view::npos) return;
  req.method = std::string(request_line.substr(0, sp1));
  req.path = std::string(request_line.substr(sp1 + 1, sp2 - sp1 - 1));
  std::size_t content_length = 0;
  bool expect_continue = false;
  while (line_end != std::string_view::npos && line_end < head.size()) {
    const std::size_t start = line_end + 2;
    std::size_t next = head.find("\r\n", start);
    const std::string_view line = head.substr(start, next == std::string_view::npos ? std::string_view::npos : next - start);
    line_end = next;
    const auto colon = line.find(':');
    if (colon == std::string_view::npos) continue;
    std::string name(trim(line.substr(0, colon)));
    std::string value(trim(line.substr(colon + 1)));
    const std::string lname = lower(name);
    if (lname == "content-length") content_length = std::strtoull(value.c_str(), nullptr, 10);
    if (lname == "expect" && lower(value) == "100-continue") expect_continue = true;
    if (lname == "transfer-encoding") {
      send_all(fd, "HTTP/1.1 411 Length Required\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      return;
    }
    req.headers.emplace_back(std::move(name), std::move(value));
  }
  if (content_length > kMaxBodyBytes) return;
  if (expect_continue) send_all(fd, "HTTP/1.1 100 Continue\r\n\r\n");
  const std::size_t body_start = header_end + 4;
  while (buf.size() - body_start < content_length)
    if (!read_more()) return;
  req.body = buf.substr(body_start, content_length);
  req.raw = buf.substr(0, body_start + content_length);
  {
    std::lock_guard<std::mutex> lock(mu_);
    requests_.push_back(std::move(req));
  }

  ScriptedResponse r = next_response();
  if (r.delay.count() > 0 && wait_or_stop(r.delay)) return;
  std::string out = "HTTP/1.1 " + std::to_string(r.status) + " " + reason_phrase(r.status) + "\r\n";
  out += "Content-Type: " + r.content_type + "\r\n";
  for (const auto& [k, v] : r.headers) out += k + ": " + v + "\r\n";
  out += "Content-Length: " + std::to_string(r.body.size()) + "\r\nConnection: close\r\n\r\n";
  out += r.body;
  send_all(fd, out);
}

}  // namespace rdtest
