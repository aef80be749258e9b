# RD_SANITIZE=ON builds every target with ASan+UBSan (plugins are still
# dlopen-ed; the runtime is linked into the executables).
# RD_FUZZ=ON (clang only) instruments everything for libFuzzer coverage and
# builds the fuzz/ targets.
if(RD_SANITIZE OR RD_FUZZ)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
if(RD_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "RD_FUZZ needs clang: cmake -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DRD_FUZZ=ON")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
