// php_named_args.cpp - named arguments to built-in functions (PHP 8):
// f(..., flags: X) puts X at the parameter called `flags`, skipped ones
// taking their defaults (null here, which the natives read as absent).
// The parameter names are PHP 8.2's own, read from the real interpreter
// with ReflectionFunction for each function the library provides.
#include <unordered_map>

#include "php_more.hpp"

namespace reddragon::vm::php {
namespace {

// name -> its parameters, comma-separated, "..." before a variadic one
const std::pair<const char*, const char*> kParams[] = {
    {"abs", "num"},
    {"acos", "num"},
    {"addslashes", "string"},
    {"array_chunk", "array,length,preserve_keys"},
    {"array_column", "array,column_key,index_key"},
    {"array_combine", "keys,values"},
    {"array_count_values", "array"},
    {"array_diff", "array,...arrays"},
    {"array_diff_assoc", "array,...arrays"},
    {"array_diff_key", "array,...arrays"},
    {"array_diff_uassoc", "array,...rest"},
    {"array_diff_ukey", "array,...rest"},
    {"array_fill", "start_index,count,value"},
    {"array_fill_keys", "keys,value"},
    {"array_filter", "array,callback,mode"},
    {"array_flip", "array"},
    {"array_intersect", "array,...arrays"},
    {"array_intersect_assoc", "array,...arrays"},
    {"array_intersect_key", "array,...arrays"},
    {"array_intersect_uassoc", "array,...rest"},
    {"array_intersect_ukey", "array,...rest"},
    {"array_is_list", "array"},
    {"array_key_exists", "key,array"},
    {"array_key_first", "array"},
    {"array_key_last", "array"},
    {"array_keys", "array,filter_value,strict"},
    {"array_map", "callback,array,...arrays"},
    {"array_merge", "...arrays"},
    {"array_merge_recursive", "...arrays"},
    {"array_multisort", "array,...rest"},
    {"array_pad", "array,length,value"},
    {"array_pop", "array"},
    {"array_product", "array"},
    {"array_push", "array,...values"},
    {"array_rand", "array,num"},
    {"array_reduce", "array,callback,initial"},
    {"array_replace", "array,...replacements"},
    {"array_reverse", "array,preserve_keys"},
    {"array_search", "needle,haystack,strict"},
    {"array_shift", "array"},
    {"array_slice", "array,offset,length,preserve_keys"},
    {"array_splice", "array,offset,length,replacement"},
    {"array_sum", "array"},
    {"array_udiff", "array,...rest"},
    {"array_udiff_assoc", "array,...rest"},
    {"array_uintersect", "array,...rest"},
    {"array_uintersect_assoc", "array,...rest"},
    {"array_unique", "array,flags"},
    {"array_unshift", "array,...values"},
    {"array_values", "array"},
    {"array_walk", "array,callback,arg"},
    {"array_walk_recursive", "array,callback,arg"},
    {"arsort", "array,flags"},
    {"asin", "num"},
    {"asort", "array,flags"},
    {"assert", "assertion,description"},
    {"atan", "num"},
    {"atan2", "y,x"},
    {"base64_decode", "string,strict"},
    {"base64_encode", "string"},
    {"base_convert", "num,from_base,to_base"},
    {"basename", "path,suffix"},
    {"bin2hex", "string"},
    {"bindec", "binary_string"},
    {"boolval", "value"},
    {"call_user_func", "callback,...args"},
    {"call_user_func_array", "callback,args"},
    {"ceil", "num"},
    {"chop", "string,characters"},
    {"chr", "codepoint"},
    {"chunk_split", "string,length,separator"},
    {"class_exists", "class,autoload"},
    {"class_implements", "object_or_class,autoload"},
    {"class_parents", "object_or_class,autoload"},
    {"class_uses", "object_or_class,autoload"},
    {"constant", "name"},
    {"cos", "num"},
    {"count", "value,mode"},
    {"count_chars", "string,mode"},
    {"crc32", "string"},
    {"ctype_alnum", "text"},
    {"ctype_alpha", "text"},
    {"ctype_digit", "text"},
    {"ctype_lower", "text"},
    {"ctype_punct", "text"},
    {"ctype_space", "text"},
    {"ctype_upper", "text"},
    {"ctype_xdigit", "text"},
    {"current", "array"},
    {"decbin", "num"},
    {"dechex", "num"},
    {"decoct", "num"},
    {"define", "constant_name,value,case_insensitive"},
    {"defined", "constant_name"},
    {"deg2rad", "num"},
    {"dirname", "path,levels"},
    {"doubleval", "value"},
    {"end", "array"},
    {"error_reporting", "error_level"},
    {"exp", "num"},
    {"explode", "separator,string,limit"},
    {"fclose", "stream"},
    {"fdiv", "num1,num2"},
    {"feof", "stream"},
    {"fgetc", "stream"},
    {"fgetcsv", "stream,length,separator,enclosure,escape"},
    {"fgets", "stream,length"},
    {"floatval", "value"},
    {"floor", "num"},
    {"fmod", "num1,num2"},
    {"fopen", "filename,mode,use_include_path,context"},
    {"fputcsv", "stream,fields,separator,enclosure,escape,eol"},
    {"fputs", "stream,data,length"},
    {"fread", "stream,length"},
    {"fseek", "stream,offset,whence"},
    {"ftell", "stream"},
    {"ftruncate", "stream,size"},
    {"function_exists", "function"},
    {"fwrite", "stream,data,length"},
    {"get_class", "object"},
    {"get_debug_type", "value"},
    {"get_object_vars", "object"},
    {"get_parent_class", "object_or_class"},
    {"gettype", "value"},
    {"hash", "algo,data,binary,options"},
    {"hex2bin", "string"},
    {"hexdec", "hex_string"},
    {"htmlspecialchars", "string,flags,encoding,double_encode"},
    {"http_build_query", "data,numeric_prefix,arg_separator,encoding_type"},
    {"hypot", "x,y"},
    {"implode", "separator,array"},
    {"in_array", "needle,haystack,strict"},
    {"ini_set", "option,value"},
    {"intdiv", "num1,num2"},
    {"intval", "value,base"},
    {"is_a", "object_or_class,class,allow_string"},
    {"is_array", "value"},
    {"is_bool", "value"},
    {"is_callable", "value,syntax_only,callable_name"},
    {"is_countable", "value"},
    {"is_double", "value"},
    {"is_finite", "num"},
    {"is_float", "value"},
    {"is_infinite", "num"},
    {"is_int", "value"},
    {"is_integer", "value"},
    {"is_iterable", "value"},
    {"is_long", "value"},
    {"is_nan", "num"},
    {"is_null", "value"},
    {"is_numeric", "value"},
    {"is_object", "value"},
    {"is_resource", "value"},
    {"is_scalar", "value"},
    {"is_string", "value"},
    {"is_subclass_of", "object_or_class,class,allow_string"},
    {"iterator_count", "iterator"},
    {"iterator_to_array", "iterator,preserve_keys"},
    {"join", "separator,array"},
    {"json_decode", "json,associative,depth,flags"},
    {"json_encode", "value,flags,depth"},
    {"key", "array"},
    {"key_exists", "key,array"},
    {"krsort", "array,flags"},
    {"ksort", "array,flags"},
    {"lcfirst", "string"},
    {"levenshtein", "string1,string2,insertion_cost,replacement_cost,deletion_cost"},
    {"log", "num,base"},
    {"log10", "num"},
    {"ltrim", "string,characters"},
    {"max", "value,...values"},
    {"mb_str_split", "string,length,encoding"},
    {"mb_strlen", "string,encoding"},
    {"mb_strpos", "haystack,needle,offset,encoding"},
    {"mb_strtolower", "string,encoding"},
    {"mb_strtoupper", "string,encoding"},
    {"mb_substr", "string,start,length,encoding"},
    {"md5", "string,binary"},
    {"metaphone", "string,max_phonemes"},
    {"method_exists", "object_or_class,method"},
    {"min", "value,...values"},
    {"mt_rand", "min,max"},
    {"mt_srand", "seed,mode"},
    {"natcasesort", "array"},
    {"natsort", "array"},
    {"next", "array"},
    {"nl2br", "string,use_xhtml"},
    {"number_format", "num,decimals,decimal_separator,thousands_separator"},
    {"ob_start", "callback,chunk_size,flags"},
    {"octdec", "octal_string"},
    {"ord", "character"},
    {"pathinfo", "path,flags"},
    {"pow", "num,exponent"},
    {"preg_grep", "pattern,array,flags"},
    {"preg_match", "pattern,subject,matches,flags,offset"},
    {"preg_match_all", "pattern,subject,matches,flags,offset"},
    {"preg_quote", "str,delimiter"},
    {"preg_replace", "pattern,replacement,subject,limit,count"},
    {"preg_replace_callback", "pattern,callback,subject,limit,count,flags"},
    {"preg_split", "pattern,subject,limit,flags"},
    {"print_r", "value,return"},
    {"printf", "format,...values"},
    {"property_exists", "object_or_class,property"},
    {"rad2deg", "num"},
    {"rand", "min,max"},
    {"random_int", "min,max"},
    {"range", "start,end,step"},
    {"rawurldecode", "string"},
    {"rawurlencode", "string"},
    {"reset", "array"},
    {"rewind", "stream"},
    {"round", "num,precision,mode"},
    {"rsort", "array,flags"},
    {"rtrim", "string,characters"},
    {"serialize", "value"},
    {"set_error_handler", "callback,error_levels"},
    {"settype", "var,type"},
    {"sha1", "string,binary"},
    {"shuffle", "array"},
    {"similar_text", "string1,string2,percent"},
    {"sin", "num"},
    {"sizeof", "value,mode"},
    {"sleep", "seconds"},
    {"sort", "array,flags"},
    {"soundex", "string"},
    {"spl_object_hash", "object"},
    {"spl_object_id", "object"},
    {"sprintf", "format,...values"},
    {"sqrt", "num"},
    {"srand", "seed,mode"},
    {"sscanf", "string,format,...vars"},
    {"str_contains", "haystack,needle"},
    {"str_ends_with", "haystack,needle"},
    {"str_getcsv", "string,separator,enclosure,escape"},
    {"str_ireplace", "search,replace,subject,count"},
    {"str_pad", "string,length,pad_string,pad_type"},
    {"str_repeat", "string,times"},
    {"str_replace", "search,replace,subject,count"},
    {"str_shuffle", "string"},
    {"str_split", "string,length"},
    {"str_starts_with", "haystack,needle"},
    {"str_word_count", "string,format,characters"},
    {"strcasecmp", "string1,string2"},
    {"strcmp", "string1,string2"},
    {"strcspn", "string,characters,offset,length"},
    {"stream_get_contents", "stream,length,offset"},
    {"strip_tags", "string,allowed_tags"},
    {"stripos", "haystack,needle,offset"},
    {"stripslashes", "string"},
    {"strlen", "string"},
    {"strnatcasecmp", "string1,string2"},
    {"strnatcmp", "string1,string2"},
    {"strncasecmp", "string1,string2,length"},
    {"strncmp", "string1,string2,length"},
    {"strpbrk", "string,characters"},
    {"strpos", "haystack,needle,offset"},
    {"strrchr", "haystack,needle"},
    {"strrev", "string"},
    {"strrpos", "haystack,needle,offset"},
    {"strspn", "string,characters,offset,length"},
    {"strstr", "haystack,needle,before_needle"},
    {"strtolower", "string"},
    {"strtoupper", "string"},
    {"strtr", "string,from,to"},
    {"strval", "value"},
    {"substr", "string,offset,length"},
    {"substr_count", "haystack,needle,offset,length"},
    {"substr_replace", "string,replace,offset,length"},
    {"tan", "num"},
    {"trim", "string,characters"},
    {"uasort", "array,callback"},
    {"ucfirst", "string"},
    {"ucwords", "string,separators"},
    {"uksort", "array,callback"},
    {"unserialize", "data,options"},
    {"urldecode", "string"},
    {"urlencode", "string"},
    {"usleep", "microseconds"},
    {"usort", "array,callback"},
    {"var_dump", "value,...values"},
    {"var_export", "value,return"},
    {"vprintf", "format,values"},
    {"vsprintf", "format,values"},
    {"wordwrap", "string,width,break,cut_long_words"},
};

const std::unordered_map<std::string_view, std::string_view>& params() {
  static const std::unordered_map<std::string_view, std::string_view> m = [] {
    std::unordered_map<std::string_view, std::string_view> t;
    for (auto& [f, p] : kParams) t.emplace(f, p);
    return t;
  }();
  return m;
}

}  // namespace

bool named_to_positional(Vm& vm, std::string_view fn, std::vector<Value>& a) {
  bool any = false;
  for (const Value& v : a)
    if (v.is(Tag::KwArg)) any = true;
  if (!any) return true;
  std::vector<std::string_view> names;
  auto it = params().find(fn);
  if (it == params().end()) return true;  // the lowering's helpers pass named arguments on as they are
  {
    std::string_view s = it->second;
    for (std::size_t p = 0; p <= s.size();) {
      std::size_t q = s.find(',', p);
      if (q == std::string_view::npos) q = s.size();
      names.push_back(s.substr(p, q - p));
      p = q + 1;
    }
  }
  std::vector<Value> out;
  std::vector<bool> set;
  std::vector<std::pair<std::string, Value>> named;
  for (const Value& v : a) {
    if (!v.is(Tag::KwArg)) {
      if (!named.empty()) {
        vm.raise("Error", "Cannot use positional argument after named argument");
        return false;
      }
      out.push_back(v);
      continue;
    }
    auto* kw = v.as<KwArgObj>();
    if (kw->name == "**") {  // ...$array with string keys
      if (auto* d = arr(kw->value))
        for (auto& [k, x] : d->entries) named.emplace_back(k.is(Tag::Str) ? S(k) : to_str(vm, k), x);
      continue;
    }
    if (kw->name == "*") {
      for (const Value& x : arr_values(kw->value)) out.push_back(x);
      continue;
    }
    named.emplace_back(kw->name, kw->value);
  }
  set.assign(out.size(), true);
  for (auto& [raw, v] : named) {
    std::string n = !raw.empty() && raw[0] == '$' ? raw.substr(1) : raw;
    std::size_t idx = names.size();
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == n) idx = i;
    if (idx == names.size()) {
      vm.raise("Error", "Unknown named parameter $" + n);
      return false;
    }
    if (idx < set.size() && set[idx]) {
      vm.raise("Error", "Named parameter $" + n + " overwrites previous argument");
      return false;
    }
    if (idx >= out.size()) {
      out.resize(idx + 1, Value::none());
      set.resize(idx + 1, false);
    }
    out[idx] = v;
    set[idx] = true;
  }
  a = std::move(out);
  return true;
}

}  // namespace reddragon::vm::php
