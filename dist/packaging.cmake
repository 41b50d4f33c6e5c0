# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: `cpack -G DEB` in the build folder (scripts/deb-test.sh builds it, checks
# it with lintian and installs it with apt-get). Everything `cmake --install` lays out, under
# /usr, plus what Debian asks of every package: the copyright and a compressed changelog in
# /usr/share/doc/meeplelab. The version is the project's (CMakeLists.txt), the only place it is
# written.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME meeplelab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_CONTACT "Meeple Lab developers <meeplelab@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "rules explorer, puzzle editor and teaching tool for Carcassonne")
# CPack puts the summary first itself; this is the extended description.
set(CPACK_PACKAGE_DESCRIPTION "Meeple Lab replays a Carcassonne board move by move and explains every
scoring. It covers the base game with the Abbot and the River, Hills & Sheep,
Castles in Germany and Mage & Witch. Boards are edited with undo, turned into
puzzles and lessons, and exported as pictures in English and Dutch. The
command-line tool meeplelab-cli scores, checks and renders board files.")
# A rules tool and teaching aid, not a game to play: Debian's games section is for programs
# installed in /usr/games.
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/meeplelab/meeplelab")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Library dependencies as dpkg-shlibdeps finds them in the programs.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own Dutch texts (standard buttons, file dialogs), which the program loads when present.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS qt6-translations-l10n)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)

# Debian's documentation files, compressed without a time stamp so the package is reproducible.
set(DEB_DOC ${CMAKE_BINARY_DIR}/debian-doc)
string(TIMESTAMP DEB_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
configure_file(${PROJECT_SOURCE_DIR}/dist/debian-changelog.in ${DEB_DOC}/changelog @ONLY)
add_custom_command(OUTPUT ${DEB_DOC}/changelog.gz
  COMMAND gzip -9nf -k ${DEB_DOC}/changelog
  DEPENDS ${DEB_DOC}/changelog
  VERBATIM)
add_custom_target(meeplelab_debian_doc ALL DEPENDS ${DEB_DOC}/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/dist/debian-copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/meeplelab
        RENAME copyright)
install(FILES ${DEB_DOC}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/meeplelab)
include(CPack)
