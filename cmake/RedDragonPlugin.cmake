# reddragon_add_plugin(<target> MANIFEST <file.in> SOURCES ... [LIBS ...]
#                      [OUTPUT_DIR <dir>] [FEATURES <inventory.tsv>] [LIBRARY <members.tsv>]
#                      [NO_INSTALL])
# Builds one plugin shared library into the build tree's plugin directory,
# writes its manifest beside it, and installs both. The same function is
# shipped in the SDK package for out-of-tree plugins (RedDragonSDKConfig).
# RD_PLUGIN_API_VERSION: the SDK's plugin API version, read from plugin.h
# (its one definition), for manifests to say `"api_version": @RD_PLUGIN_API_VERSION@`.
find_file(RD_PLUGIN_H reddragon/plugin/plugin.h NO_DEFAULT_PATH
          PATHS ${CMAKE_CURRENT_LIST_DIR}/../sdk/include ${CMAKE_CURRENT_LIST_DIR}/../../../include)
if(RD_PLUGIN_H)
  file(STRINGS ${RD_PLUGIN_H} _rd_api_line REGEX "^#define RD_PLUGIN_API_VERSION ")
  string(REGEX MATCH "RD_PLUGIN_API_VERSION ([0-9]+)" _ "${_rd_api_line}")
  set(RD_PLUGIN_API_VERSION ${CMAKE_MATCH_1})
endif()

function(reddragon_add_plugin target)
  cmake_parse_arguments(P "NO_INSTALL" "MANIFEST;OUTPUT_DIR;FEATURES;LIBRARY" "SOURCES;LIBS" ${ARGN})
  if(NOT P_OUTPUT_DIR)
    if(RD_BUILD_PLUGIN_DIR)
      set(P_OUTPUT_DIR ${RD_BUILD_PLUGIN_DIR})
    else()
      set(P_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/plugins)
    endif()
  endif()
  add_library(${target} MODULE ${P_SOURCES})
  set_target_properties(${target} PROPERTIES PREFIX "lib" LIBRARY_OUTPUT_DIRECTORY ${P_OUTPUT_DIR}
                        CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
  target_link_libraries(${target} PRIVATE RedDragon::sdk ${P_LIBS})
  target_compile_features(${target} PRIVATE cxx_std_20)
  set(RD_PLUGIN_LIBRARY "lib${target}.so")
  configure_file(${P_MANIFEST} ${P_OUTPUT_DIR}/${target}.rdplugin.json @ONLY)
  if(P_FEATURES)  # a frontend's feature inventory, read by `reddragon features`
    configure_file(${P_FEATURES} ${P_OUTPUT_DIR}/${target}.features.tsv COPYONLY)
  endif()
  if(P_LIBRARY)  # its library inventory (core types' members, common modules)
    configure_file(${P_LIBRARY} ${P_OUTPUT_DIR}/${target}.library.tsv COPYONLY)
  endif()
  if(COMMAND rd_warnings)
    rd_warnings(${target})
  endif()
  if(NOT P_NO_INSTALL)
    install(TARGETS ${target} LIBRARY DESTINATION lib/reddragon/plugins)
    install(FILES ${P_OUTPUT_DIR}/${target}.rdplugin.json DESTINATION lib/reddragon/plugins)
    if(P_FEATURES)
      install(FILES ${P_OUTPUT_DIR}/${target}.features.tsv DESTINATION lib/reddragon/plugins)
    endif()
    if(P_LIBRARY)
      install(FILES ${P_OUTPUT_DIR}/${target}.library.tsv DESTINATION lib/reddragon/plugins)
    endif()
  endif()
endfunction()
