# Warnings are on for our own targets only (third-party grammar C is not ours).
function(rd_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wnon-virtual-dtor
                         -Wno-missing-field-initializers
                         $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local>
                         # GCC 12 at -O2/-O3 reports `"literal" + std::string` as an
                         # overlapping memcpy (GCC bug 105329): a false positive.
                         $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>)
endfunction()
