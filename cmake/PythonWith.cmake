# accel_python_with(<variable> <imports>): sets <variable> to the first of
# python3 (on PATH) and /usr/bin/python3 that runs `import <imports>`, the
# full path. Debian's python3-numpy and python3-onnx are for /usr/bin/python3,
# which a pyenv or venv python3 first on PATH may not see. Unset when none
# does.
function(accel_python_with variable imports)
  foreach(candidate python3 /usr/bin/python3)
    unset(candidate_path)
    find_program(candidate_path ${candidate} NO_CACHE)
    if(candidate_path)
      execute_process(COMMAND ${candidate_path} -c "import ${imports}"
        RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
      if(status EQUAL 0)
        set(${variable} ${candidate_path} PARENT_SCOPE)
        return()
      endif()
    endif()
  endforeach()
  unset(${variable} PARENT_SCOPE)
endfunction()
