# The puzzle library (issue 8), bundled under :/puzzles so that Puzzles > Library works from
# any directory. Included from src/app/CMakeLists.txt after meeplelab_app_lib is defined.
file(GLOB MEEPLELAB_PUZZLE_FILES CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/resources/puzzles/*.meeple")
qt_add_resources(meeplelab_app_lib "app_puzzles"
  PREFIX "/puzzles"
  BASE "${PROJECT_SOURCE_DIR}/resources/puzzles"
  FILES ${MEEPLELAB_PUZZLE_FILES})
