# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DCLI=meeplelab-cli -DOUT=meeplelab-cli.1 -DVERSION=X -P manpage.cmake
# Writes the man page of meeplelab-cli from the tool's own texts: its --help gives the overview
# and the list of commands, and each command's --help gives that command's section. The page
# follows the tool when a command is added, with nothing to keep in step by hand.

# roff reads a backslash as an escape and a line that starts with a dot or quote as a request;
# a plain "-" may be printed as a hyphen, while options want the minus sign.
function(roff_text text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(run_cli out)
  execute_process(COMMAND ${CLI} ${ARGN} OUTPUT_VARIABLE text ERROR_VARIABLE err
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR text STREQUAL "")
    message(FATAL_ERROR "meeplelab-cli ${ARGN} gave ${rc}: ${err}")
  endif()
  string(STRIP "${text}" text)
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

run_cli(usage --help)
# The commands are the lines of the "Commands:" list that start with two spaces and a name;
# the lines that go on with a command's arguments are indented further.
string(REGEX MATCHALL "\n  [a-z]+ " lines "${usage}")
set(commands)
foreach(line ${lines})
  string(STRIP "${line}" name)
  list(APPEND commands ${name})
endforeach()
list(LENGTH commands count)
if(count EQUAL 0)
  message(FATAL_ERROR "no commands found in meeplelab-cli --help")
endif()

roff_text("${usage}" usage_roff)
set(page ".TH MEEPLELAB\\-CLI 1 \"\" \"Meeple Lab ${VERSION}\" \"User Commands\"
.SH NAME
meeplelab\\-cli \\- score, check and draw Carcassonne board files without a display
.SH SYNOPSIS
.B meeplelab\\-cli
.I COMMAND
.RI [ ARGS ]...
.br
.B meeplelab\\-cli
.I COMMAND
.B \\-\\-help
.br
.B meeplelab\\-cli
.RB [ \\-\\-help | \\-\\-version ]
.SH DESCRIPTION
.B meeplelab\\-cli
is the command-line tool of Meeple Lab, a rules explorer and puzzle editor for the board game
Carcassonne. It reads board files
.RI ( .meeple ,
UTF\\-8 JSON), plays their moves by the rules they name, and scores, checks, draws or analyses
them as the desktop program
.B meeplelab
does. Errors go to standard error, one per line, as
.IR FILE : PLACE : REASON .
.PP
The tool's own overview:
.PP
.nf
${usage_roff}
.fi
.SH COMMANDS
")
foreach(command ${commands})
  run_cli(help ${command} --help)
  roff_text("${help}" help_roff)
  string(APPEND page ".SS ${command}\n.nf\n${help_roff}\n.fi\n")
endforeach()
# The exit codes, from the overview's "Exit codes: 0 ok, 1 ..., 64 bad usage." sentence.
string(REGEX MATCH "Exit codes:(.*)$" found "${usage}")
if(found)
  string(REGEX REPLACE "[ \n]+" " " codes "${CMAKE_MATCH_1}")
  string(REGEX REPLACE "\\.$" "" codes "${codes}")
  string(REGEX MATCHALL "[0-9]+ [^,]+" codes "${codes}")
  string(APPEND page ".SH \"EXIT STATUS\"\n")
  foreach(code ${codes})
    string(STRIP "${code}" code)
    string(REGEX MATCH "^([0-9]+) (.*)$" found "${code}")
    roff_text("${CMAKE_MATCH_2}" meaning)
    string(APPEND page ".TP\n.B ${CMAKE_MATCH_1}\n${meaning}\n")
  endforeach()
endif()
string(APPEND page ".SH \"SEE ALSO\"
.B meeplelab
is the desktop program; its Help > Manual explains the panels and the board file.
")
file(WRITE ${OUT} "${page}")
