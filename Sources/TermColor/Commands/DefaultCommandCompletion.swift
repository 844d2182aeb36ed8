import ArgumentParser

extension CompletionKind {
    /// The files a page may be (the kinds `PictureFile` reads).
    static var pageFiles: CompletionKind { .file(extensions: PageFileNames.extensions) }
}

/// The extensions of page files, both cases (shells match them as written).
enum PageFileNames {
    static let extensions = ["png", "jpg", "jpeg", "pdf", "svg", "PNG", "JPG", "JPEG", "PDF", "SVG"]
}

/// The completion scripts with the default command completed: ArgumentParser completes only
/// named subcommands, but `termcolor race-car.png --glyphs sextant` is how the program is used.
/// Each shell's script gets a wrapper that completes `termcolor X ...`, where X names no
/// subcommand, as `termcolor color X ...`, and the first word with page files and subcommands.
enum DefaultCommandCompletion {
    static func script(for shell: CompletionShell, subcommands: [String]) -> String {
        let generated = TermColorCommand.completionScript(for: shell)
        let names = subcommands.joined(separator: " ")
        switch shell {
        case .bash: return generated + bash(names)
        case .zsh: return zsh(generated, names)
        case .fish: return generated + fish(generated, names)
        default: return generated
        }
    }

    private static func bash(_ names: String) -> String {
        """

        # The default command: words after `termcolor` that name no subcommand are completed as
        # `termcolor color ...`; the first word also offers the subcommands.
        _termcolor_default() {
            local first="${COMP_WORDS[1]}"
            if [[ "${COMP_CWORD}" -ge 1 ]] && [[ " \(names) " != *" ${first} "* || "${COMP_CWORD}" -eq 1 ]]; then
                local -a before=("${COMP_WORDS[@]}")
                COMP_WORDS=("${COMP_WORDS[0]}" color "${COMP_WORDS[@]:1}")
                COMP_CWORD=$((COMP_CWORD + 1))
                COMP_LINE="${COMP_WORDS[0]} color${COMP_LINE#"${before[0]}"}"
                COMP_POINT=$((COMP_POINT + 6))
                _termcolor "${1}" "${2}" "${COMP_WORDS[COMP_CWORD - 1]}"
                if [[ "${COMP_CWORD}" -eq 2 ]]; then
                    COMPREPLY+=($(compgen -W '\(names)' -- "${2}"))
                fi
                COMP_WORDS=("${before[@]}")
                return
            fi
            _termcolor "${@}"
        }
        complete -o filenames -F _termcolor_default termcolor

        """
    }

    private static func zsh(_ generated: String, _ names: String) -> String {
        let wrapper = """
        # The default command: words after `termcolor` that name no subcommand are completed as
        # `termcolor color ...`; the first word also offers the subcommands.
        _termcolor_default() {
            local -a subcommand_names=(\(names))
            if (( CURRENT > 2 )) && (( ! ${subcommand_names[(Ie)${words[2]}]} )); then
                words=("${words[1]}" color "${words[@]:1}")
                (( CURRENT++ ))
                _termcolor
                return
            fi
            local -i ret=1
            if (( CURRENT == 2 )); then
                local -a saved_words=("${words[@]}")
                words=("${words[1]}" color "${words[@]:1}")
                (( CURRENT++ ))
                _termcolor && ret=0
                words=("${saved_words[@]}")
                (( CURRENT-- ))
            fi
            _termcolor && ret=0
            return ret
        }

        # Loaded from fpath, this file is the body of `_termcolor`, which it redefines: the wrapper
        # takes the command over for the completions after this one too.
        if [[ "${funcstack[1]}" = _termcolor ]]; then
            compdef _termcolor_default termcolor
            _termcolor_default "${@}"
        else
            compdef _termcolor_default termcolor
        fi

        """
        // The generated script ends by calling or registering `_termcolor`: the wrapper does that.
        guard let tail = generated.range(of: "if [[ \"${funcstack[1]}\" = _termcolor ]]; then", options: .backwards) else {
            return generated
        }
        return String(generated[..<tail.lowerBound]) + wrapper
    }

    private static func fish(_ generated: String, _ names: String) -> String {
        // Every completion of `termcolor color`, offered also where no subcommand is named.
        let colorCondition = "'__termcolor_should_offer_completions_for_flags_or_options \"termcolor color\""
        let positionalCondition = "'__termcolor_should_offer_completions_for_positional \"termcolor color\""
        var lines: [String] = []
        for line in generated.split(separator: "\n") where line.hasPrefix("complete -c 'termcolor'") {
            if let range = line.range(of: colorCondition) ?? line.range(of: positionalCondition) {
                guard let end = line[range.upperBound...].firstIndex(of: "'") else { continue }
                lines.append(line[..<range.lowerBound] + "'__termcolor_default_command'" + line[line.index(after: end)...])
            }
        }
        return """

        # The default command: where the word after `termcolor` names no subcommand, `color`'s
        # completions (its options, page files) are offered.
        function __termcolor_default_command
            set -l tokens (__termcolor_tokens -pc)
            test (count $tokens) -ge 2; and contains -- $tokens[2] \(names); and return 1
            return 0
        end

        """ + lines.joined(separator: "\n") + "\n"
    }
}
