# RD_SANITIZE=ON builds every target with ASan+UBSan (plugins are still
# dlopen-ed; the runtime is linked into the executables).
# RD_FUZZ=ON (clang only) instruments everything for libFuzzer coverage and
# builds the fuzz/ targets.
if(RD_SANITIZE OR RD_FUZZ)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC leaves float-to-integer overflow out of -fsanitize=undefined (clang
    # includes it): a double beyond int64 cast to it is undefined behaviour
    # the fuzzers found, so CI's sanitizer suite checks it too.
    add_compile_options(-fsanitize=float-cast-overflow)
    add_link_options(-fsanitize=float-cast-overflow)
  endif()
endif()
if(RD_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "RD_FUZZ needs clang: cmake -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DRD_FUZZ=ON")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
