# SPDX-License-Identifier: GPL-3.0-or-later
# The test install_desktop_files: `cmake --install` into a fresh DESTDIR, as
# a package build does, then what a desktop reads is checked with the freedesktop tools.
# cmake -DBUILD=... -DPREFIX=... -DWORK=... -DVERSION=... -DDESKTOP_FILE_VALIDATE=...
#       -DAPPSTREAMCLI=... [-DUPDATE_MIME=...] [-DGROFF=...] -P installcheck.cmake
set(id io.github.meeplelab.MeepleLab)
function(fail what)
  message(SEND_ERROR "${what}")
endfunction()

file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${WORK} ${CMAKE_COMMAND} --install ${BUILD}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}): ${err}")
endif()
set(root ${WORK}${PREFIX})

# The layout. Translations stay inside the programs: no .qm file is installed.
set(expected bin/meeplelab bin/meeplelab-cli share/applications/${id}.desktop
    share/metainfo/${id}.metainfo.xml share/mime/packages/${id}.xml
    share/icons/hicolor/scalable/apps/${id}.svg
    share/icons/hicolor/scalable/mimetypes/application-x-meeplelab.svg
    share/man/man1/meeplelab-cli.1.gz share/man/man1/meeplelab.1.gz)
foreach(size 16 22 24 32 48 64 128 256)
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${id}.png
                       share/icons/hicolor/${size}x${size}/mimetypes/application-x-meeplelab.png)
endforeach()
foreach(file ${expected})
  if(NOT EXISTS ${root}/${file})
    fail("not installed: ${file}")
  endif()
endforeach()
file(GLOB_RECURSE qm_files ${WORK}/*.qm)
if(qm_files)
  fail("translations installed as files: ${qm_files}")
endif()
# A PNG's width and height are the big-endian words at bytes 16 and 20.
foreach(size 16 48 256)
  file(READ ${root}/share/icons/hicolor/${size}x${size}/apps/${id}.png header OFFSET 16 LIMIT 8 HEX)
  math(EXPR want "${size}" OUTPUT_FORMAT HEXADECIMAL)
  string(SUBSTRING "${want}" 2 -1 want)
  string(LENGTH "${want}" len)
  math(EXPR pad "8 - ${len}")
  string(REPEAT "0" ${pad} zeros)
  if(NOT header STREQUAL "${zeros}${want}${zeros}${want}")
    fail("the ${size} pixel icon is not ${size}x${size}: ${header}")
  endif()
endforeach()

# The .desktop file: valid, with no hint either, and starting the installed program with the
# file the file manager hands over.
execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${root}/share/applications/${id}.desktop
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
  fail("desktop-file-validate (${rc}): ${out}${err}")
endif()
file(STRINGS ${root}/share/applications/${id}.desktop exec REGEX "^Exec=")
if(NOT exec STREQUAL "Exec=meeplelab %f")
  fail("the desktop file's ${exec} does not open the file given")
endif()

# AppStream: --strict fails on warnings too, not only on errors; both the file alone and the
# installed tree (which also checks that the launchable's .desktop file and the icon are there).
foreach(check "validate;${root}/share/metainfo/${id}.metainfo.xml" "validate-tree;${root}")
  execute_process(COMMAND ${APPSTREAMCLI} ${check} --no-net --strict --explain
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    fail("appstreamcli ${check} (${rc}): ${out}${err}")
  endif()
endforeach()
# The notes of this version are written: the newest release is the project's version.
file(STRINGS ${root}/share/metainfo/${id}.metainfo.xml releases REGEX "<release ")
list(GET releases 0 newest)
if(NOT newest MATCHES "version=\"${VERSION}\"")
  fail("the metainfo's newest release is not ${VERSION}: ${newest}")
endif()

# The MIME type: shared-mime-info compiles it, with the .meeple pattern and the icon.
if(UPDATE_MIME)
  # Told that the tree is on the data path, it does not warn that desktops would not look there.
  execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${root}/share
                          XDG_DATA_HOME=${root}/share ${UPDATE_MIME} ${root}/share/mime
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
    fail("update-mime-database (${rc}): ${err}")
  endif()
  file(STRINGS ${root}/share/mime/globs2 globs REGEX "application/x-meeplelab")
  if(NOT globs MATCHES "application/x-meeplelab:\\*\\.meeple")
    fail("no *.meeple pattern in the compiled MIME database: ${globs}")
  endif()
  file(STRINGS ${root}/share/mime/icons icons REGEX "application/x-meeplelab")
  if(NOT icons STREQUAL "application/x-meeplelab:application-x-meeplelab")
    fail("the compiled MIME database gives no icon: ${icons}")
  endif()
endif()

# Both installed programs print the version, without a display (HOME: no saved settings).
foreach(program "meeplelab;Meeple Lab" "meeplelab-cli;meeplelab-cli")
  list(GET program 0 exe)
  list(GET program 1 name)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                          HOME=${WORK}/home ${root}/bin/${exe} --version
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL "${name} ${VERSION}\n")
    fail("${exe} --version (${rc}): ${out}${err}")
  endif()
endforeach()

# The man page names every command the installed tool lists, and groff formats it without a
# warning.
execute_process(COMMAND ${root}/bin/meeplelab-cli --help OUTPUT_VARIABLE usage)
string(REGEX MATCHALL "\n  [a-z]+ " commands "${usage}")
# The pages are installed compressed; unpacked here to be read.
foreach(name meeplelab-cli meeplelab)
  execute_process(COMMAND gzip -dc ${root}/share/man/man1/${name}.1.gz
                  OUTPUT_FILE ${WORK}/${name}.1 RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    fail("cannot unpack the man page ${name}.1.gz")
  endif()
endforeach()
file(READ ${WORK}/meeplelab-cli.1 page)
foreach(command ${commands})
  string(STRIP "${command}" command)
  if(NOT page MATCHES "\n\\.SS ${command}\n")
    fail("the man page has no section for ${command}")
  endif()
endforeach()
if(GROFF)
  execute_process(COMMAND ${GROFF} -man -Tutf8 -P-cbou -ww ${WORK}/meeplelab-cli.1
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT err STREQUAL "" OR NOT out MATCHES "EXIT STATUS")
    fail("groff cannot format the man page (${rc}): ${err}")
  endif()
  execute_process(COMMAND ${GROFF} -man -Tutf8 -P-cbou -ww ${WORK}/meeplelab.1
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT err STREQUAL "" OR NOT out MATCHES "SEE ALSO")
    fail("groff cannot format the desktop program's man page (${rc}): ${err}")
  endif()
endif()
