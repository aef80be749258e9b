# cmake -DREDDRAGON=<cli> -DOUT=<examples.md> -DFILES=<a.py;...> -P gen_examples.cmake
# The llm frontend's worked examples: each source and the IR our own
# deterministic frontend lowers it to (no spans, no .source/.language), so
# the examples in the prompt are correct by construction.
set(body "")
foreach(f ${FILES})
  get_filename_component(name ${f} NAME)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env REDDRAGON_CONFIG=/nonexistent/reddragon.json
                          ${REDDRAGON} ir --no-spans ${f}
                  OUTPUT_VARIABLE ir RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lowering the llm frontend example ${f} failed: ${err}")
  endif()
  string(REGEX REPLACE "\\.source [^\n]*\n" "" ir "${ir}")
  string(REGEX REPLACE "\\.language [^\n]*\n" "" ir "${ir}")
  file(READ ${f} source)
  string(APPEND body "## ${name}\n```\n${source}```\nIR:\n```\n${ir}```\n\n")
endforeach()
file(WRITE ${OUT}.tmp "${body}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
