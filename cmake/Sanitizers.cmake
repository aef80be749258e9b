# RD_SANITIZE=ON builds every target with ASan+UBSan. Plugins are still
# loaded with dlopen; the runtime is linked into the executables.
if(RD_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
