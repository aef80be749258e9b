# Warnings are on for our own targets only (third-party grammar C is not ours).
function(rd_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wnon-virtual-dtor
                         -Wno-missing-field-initializers
                         $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local>)
endfunction()
