#!/usr/bin/env python3
"""Tarang demo radio segments: sox music bed + jingle, espeak-ng speech, ffmpeg mix -> MP3.

usage: audio.py BUILD_DIR OUT_DIR
Deterministic: sox runs with -R (repeatable), espeak-ng is deterministic, ffmpeg uses bitexact flags.
"""
import os
import subprocess
import sys

SR = 22050     # speech + final output rate
MR = 44100     # music synthesis rate (sox pluck needs 44.1-48 kHz)

# Each segment: title, music (root semitone vs A4, tempo bpm, progression, drums), lines [(voice, speed, pitch, text)]
F1 = ("en-gb-x-rp+f4", 150, 58)
F2 = ("en-gb+Annie", 152, 52)
F3 = ("en-gb+Alicia", 146, 50)
M1 = ("en-gb-x-rp+m3", 150, 42)
M2 = ("en-gb+m7", 148, 38)
M3 = ("en-us+m3", 150, 45)

POP = [0, 7, 9, 5]        # I V vi IV
SOFT = [0, 5, 9, 7]       # I IV vi V
JAZZ = [2, 7, 0, 9]       # ii V I vi
MINOR = [9, 5, 0, 7]      # vi IV I V

# Every segment names no station, frequency, RJ, show or season: one segment is heard on several shows of several
# stations. `about`: words the show's title or description says of itself (checked by the server's demo-data
# test); `voices`: who speaks, which the show's hosts must match.
WOMAN, MAN = "woman", "man"

DEDICATIONS = ("It's almost midnight, and the city is quiet now, but the messages keep coming in. "
               "Meena from the night shift at the hospital dedicates this next song to all her colleagues. "
               "Thank you for everything you do. "
               "Aman says happy anniversary to his wife, Sana. Ten years, and still counting. "
               "And a message for Dad, from Neha in Pune: I miss your terrible jokes. Call me tomorrow. "
               "Keep your dedications coming on the Tarang app. Here's a soft one, just for you.")
STORY = ("Here is a story one of you sent us this week. "
         "Every Sunday, my grandfather walked me to the same small tea stall at the end of our lane. "
         "He never said much. He would order two cups, one for him and one for me, even when I was too small to "
         "finish mine. Years later, when I got my first job, I went back to that stall alone. "
         "The owner looked at me and said, two cups? I laughed, and then I cried a little. "
         "Thank you for sharing that with us. Send us your stories on the Tarang app, and we may read yours next.")
COUNTDOWN = ("The countdown is here! Songs voted by you, our listeners, all week long. "
             "There are three new entries this week, one big comeback, "
             "and a brand new number one that nobody saw coming. "
             "Send us your votes on the Tarang app, and let's start the countdown, right now!")
CALM = ("Welcome to this quiet hour. Let the music come first. "
        "The song you are about to hear was written many years ago, and it has been sung in homes, temples "
        "and concert halls ever since. Listen to how the raga rises slowly, like light over water. "
        "There is nothing to do for the next few minutes except listen. Close your eyes, if you can.")

EPISODES = [
    dict(title="Morning show: the welcome", music=dict(root=-9, bpm=112, prog=POP, drums=True),
         about=["morning", "wake", "breakfast"], voices=[WOMAN, MAN],
         lines=[(F1, "Good morning, and a very warm welcome to your morning show on Tarang. "
                     "For the next four hours it is just you, us, and the best music in town."),
                (M1, "And what a morning it is. We have the songs you love, the news that matters to your day, "
                     "and a question for the whole city to answer."),
                (F1, "Here is today's question: what is the one thing you never leave home without? "
                     "Send us your answers on the Tarang app, and we will read the best ones on air."),
                (M1, "So grab your chai, open the window, and let's begin!")]),
    dict(title="Morning show: the traffic update", music=dict(root=-7, bpm=120, prog=SOFT, drums=True),
         about=["traffic"], voices=[MAN, WOMAN],
         lines=[(M1, "Time for your Tarang traffic update. "
                     "Traffic is moving slowly near the big flyover, so give yourself an extra fifteen minutes. "
                     "The main road past the railway station is clear, and the road to the airport is moving freely. "
                     "If you are heading to the old market, parking there is full, so please take the metro or a bus."),
                (F1, "Thank you. And a small request for everyone heading out: be patient at the signals, "
                     "give way to ambulances, and be kind to the people walking. "
                     "We will be back with more traffic news at the top of the hour."),
                (M1, "Drive safe, wear your helmet, and stay tuned.")]),
    dict(title="The countdown", music=dict(root=-4, bpm=124, prog=POP, drums=True),
         about=["countdown", "counted down"], voices=[WOMAN], lines=[(F2, COUNTDOWN)]),
    dict(title="A food walk", music=dict(root=-5, bpm=100, prog=JAZZ, drums=True),
         about=["food", "eat"], voices=[WOMAN],
         lines=[(F3, "Welcome back. This week I finally did the old market food walk. Eleven stalls in two hours. "
                     "My favourite was a tiny kachori shop near the clock tower: crisp on the outside, spicy "
                     "inside, and served with a sweet tamarind chutney. "
                     "Then the chaat corner, where the lady has been making papdi chaat for thirty years, "
                     "and still tastes every single plate before it goes out. "
                     "That is the secret of street food, isn't it? It's personal. "
                     "We ended with kulfi on a stick, and it was a perfect evening. "
                     "Next time, we go hunting for the best breakfast in town.")]),
    dict(title="A listener's story", music=dict(root=-10, bpm=92, prog=SOFT, drums=False),
         about=["listener", "story", "stories", "conversation"], voices=[WOMAN], lines=[(F1, STORY)]),
    dict(title="Cricket talk: match day", music=dict(root=-2, bpm=128, prog=POP, drums=True),
         about=["cricket"], voices=[MAN],
         lines=[(M1, "Welcome back, cricket fans. What a match last night!"),
                (M3, "Unbelievable. Forty runs needed from the last three overs, and they did it with a ball to "
                     "spare."),
                (M1, "That final over was pure drama. A six, a dot ball, a wide, and then that cover drive for four."),
                (M3, "And let's talk about the young spinner. Four overs, just eighteen runs, and two big wickets. "
                     "He has real control."),
                (M1, "The captain trusted him in the powerplay, which was a brave call."),
                (M3, "Brave, and it worked. Now the team travels for the semi final on Sunday."),
                (M1, "Send us your predictions on the Tarang app.")]),
    dict(title="The book of the week", music=dict(root=-8, bpm=96, prog=JAZZ, drums=False),
         about=["book", "reading"], voices=[WOMAN],
         lines=[(F3, "This week's book is a novel about three generations of a family running a small bookshop "
                     "in an old city lane. It is warm, funny, and a little heartbreaking. "
                     "The writing is simple, but every chapter ends with a line that stays with you. "
                     "My favourite character is the grandmother, who recommends books to strangers based on the "
                     "weather. It is the perfect read for a slow weekend. Four stars from me.")]),
    dict(title="A wellness minute: breathe easy", music=dict(root=-12, bpm=84, prog=SOFT, drums=False),
         about=["wellness", "breathing", "habit"], voices=[WOMAN],
         lines=[(F2, "This is your Tarang wellness minute. "
                     "Wherever you are right now, let's take a short pause. "
                     "Breathe in slowly for four counts. Hold for four. And breathe out for six. "
                     "Do this three times. "
                     "Drink a glass of water, stretch your shoulders, and look away from your screen for twenty "
                     "seconds. Small breaks, every hour, make a big difference. Stay well!")]),
    dict(title="A founder's story", music=dict(root=-3, bpm=108, prog=MINOR, drums=True),
         about=["founder", "startup", "business"], voices=[MAN],
         lines=[(M3, "Today's story begins in a tiny rented room above a sweet shop. "
                     "Two college friends wanted to help local tailors sell their work online. "
                     "They had one old laptop, a borrowed phone, and no investors. "
                     "For the first six months, they photographed every piece of clothing themselves, "
                     "on the roof, in the morning light. "
                     "Their first order came from a customer three thousand kilometres away. "
                     "Today, more than two thousand tailors from small towns sell through their platform, "
                     "and many of them earn twice what they did before. "
                     "Their advice for young founders? Start small, talk to your customers every single day, "
                     "and don't be afraid of doing things that don't scale.")]),
    dict(title="Late-night dedications", music=dict(root=-11, bpm=76, prog=MINOR, drums=False),
         about=["dedication"], voices=[MAN], lines=[(M2, DEDICATIONS)]),
    dict(title="Late-night dedications, read by a woman", music=dict(root=-6, bpm=78, prog=MINOR, drums=False),
         about=["dedication"], voices=[WOMAN], lines=[(F3, DEDICATIONS)]),
    dict(title="The countdown, called by a man", music=dict(root=-1, bpm=122, prog=POP, drums=True),
         about=["countdown", "counted down"], voices=[MAN], lines=[(M1, COUNTDOWN)]),
    dict(title="A listener's story, read by a man", music=dict(root=-8, bpm=90, prog=SOFT, drums=False),
         about=["listener", "story", "stories", "conversation"], voices=[MAN], lines=[(M2, STORY)]),
    dict(title="A quiet hour of song", music=dict(root=-12, bpm=70, prog=SOFT, drums=False),
         about=["bhajan", "devotional", "raga", "tagore", "sufi"], voices=[WOMAN], lines=[(F2, CALM)]),
    dict(title="A quiet hour of song, presented by a man", music=dict(root=-10, bpm=72, prog=SOFT, drums=False),
         about=["bhajan", "devotional", "raga", "tagore", "sufi"], voices=[MAN], lines=[(M3, CALM)]),
    dict(title="New independent music", music=dict(root=-5, bpm=104, prog=MINOR, drums=True),
         about=["independent", "indie"], voices=[WOMAN],
         lines=[(F1, "Here is something new. This song was recorded in a bedroom studio by an independent "
                     "artist from our own city, on a laptop, a borrowed guitar and a lot of patience. "
                     "No big label, no big budget, just a good song. "
                     "If you make music too, send it to us on the Tarang app. "
                     "We listen to every single track, and the best ones go on air.")]),
    dict(title="Morning show: your answers", music=dict(root=-3, bpm=116, prog=POP, drums=True),
         about=["morning", "wake", "breakfast"], voices=[WOMAN, MAN],
         lines=[(F1, "Yesterday we asked you: what is the one thing you never leave home without? "
                     "And did you answer!"),
                (M1, "Hundreds of you said your phone, of course. But one listener said her grandmother's small "
                     "brass bell, which she has carried in her bag for luck since her very first job."),
                (F1, "Another said a packet of biscuits, for the dog that waits for him at the bus stop. "
                     "We love that."),
                (M1, "Keep your answers coming on the Tarang app. Today's question is coming up after this song.")]),
    dict(title="Morning show: some good news", music=dict(root=-6, bpm=108, prog=SOFT, drums=True),
         about=["morning", "wake", "breakfast"], voices=[MAN, WOMAN],
         lines=[(M1, "Here is some good news to start your day. A group of college students has spent their "
                     "weekends teaching the children of their neighbourhood to read."),
                (F1, "They began with five children on the steps of a temple. Now there are sixty, and a small "
                     "library of donated books that grows every week."),
                (M1, "If you know someone doing something good in your city, tell us on the Tarang app. "
                     "We would love to share their story.")]),
]


def sh(cmd):
    if cmd[0] == "sox" and cmd[1] != "-R":
        cmd = ["sox", "-R"] + cmd[1:]    # repeatable mode: fixed dither / noise seeds
    subprocess.run(cmd, check=True)


def hz(semi):
    return 440.0 * 2 ** (semi / 12.0)


def chord_tones(root, degree):
    """Major-key diatonic triad on a scale step given in semitones above the key root."""
    minor = degree in (2, 4, 9)
    third = 3 if minor else 4
    return [root + degree, root + degree + third, root + degree + 7]


def make_music(work, music, seconds):
    """Write work/bed.wav (looped progression, length >= seconds) and work/sting.wav."""
    root, bpm, prog, drums = music["root"], music["bpm"], music["prog"], music["drums"]
    beat = 60.0 / bpm
    bar = 4 * beat
    eighth = beat / 2
    parts = []
    # pad: soft triangle chords, one per bar, slow attack
    pad = os.path.join(work, "pad.wav")
    chords = []
    for k, deg in enumerate(prog):
        tones = chord_tones(root - 12, deg)
        f = os.path.join(work, "pad%d.wav" % k)
        cmd = ["sox", "-R", "-r", str(MR), "-n", f, "synth", "%.4f" % bar]
        for t in tones + [tones[0] + 12]:
            cmd += ["triangle", "%.2f" % hz(t)]
        cmd += ["remix", "-", "fade", "q", "%.3f" % (bar * 0.3), "%.4f" % bar, "%.3f" % (bar * 0.35), "vol", "0.30"]
        sh(cmd)
        chords.append(f)
    sh(["sox"] + chords + [pad])
    parts.append(pad)
    # arpeggio: plucked eighth notes over the chord tones
    arp = os.path.join(work, "arp.wav")
    cmd = ["sox", "-R", "-r", str(MR), "-n", arp]
    pattern = [0, 1, 2, 3, 2, 1, 2, 3] if bpm >= 100 else [0, 2, 1, 3, 0, 2, 1, 2]
    first = True
    for deg in prog:
        tones = chord_tones(root + 12, deg)
        tones = tones + [tones[0] + 12]
        for p in pattern:
            if not first:
                cmd.append(":")
            first = False
            cmd += ["synth", "%.4f" % eighth, "pluck", "%.2f" % hz(tones[p]), "fade", "0", "%.4f" % eighth,
                    "%.4f" % (eighth * 0.7), "vol", "0.22", "remix", "-"]
    sh(cmd)
    parts.append(arp)
    # bass: root on beats 1 and 3
    bass = os.path.join(work, "bass.wav")
    cmd = ["sox", "-R", "-r", str(MR), "-n", bass]
    first = True
    for deg in prog:
        for b in range(2):
            if not first:
                cmd.append(":")
            first = False
            cmd += ["synth", "%.4f" % (2 * beat), "sine", "%.2f" % hz(root - 24 + deg), "fade", "0.01",
                    "%.4f" % (2 * beat), "%.4f" % (1.4 * beat), "vol", "0.45", "remix", "-"]
    sh(cmd)
    parts.append(bass)
    if drums:
        kick, hat, beatf = (os.path.join(work, n) for n in ("kick.wav", "hat.wav", "drums.wav"))
        sh(["sox", "-R", "-r", str(MR), "-n", kick, "synth", "%.4f" % beat, "sine", "120:40",
            "fade", "0", "%.4f" % beat, "%.4f" % (beat * 0.8), "vol", "0.7", "remix", "-"])
        sh(["sox", "-R", "-r", str(MR), "-n", hat, "synth", "0.05", "whitenoise", "vol", "0.4", "highpass", "6500",
            "fade", "0", "0.05", "0.045", "vol", "0.10", "remix", "-"])
        # hat on the off-beats, kick on every beat, for one bar
        hatoff = os.path.join(work, "hatoff.wav")
        sh(["sox", hat, hatoff, "pad", "%.4f" % eighth, "%.4f" % (beat - eighth - 0.05)])
        kb = os.path.join(work, "kickbeat.wav")
        sh(["sox", "-m", kick, hatoff, kb])
        sh(["sox", kb, beatf, "repeat", str(4 * len(prog) - 1)])
        parts.append(beatf)
    loop = os.path.join(work, "loop.wav")
    sh(["sox", "-m"] + parts + [loop, "trim", "0", "%.4f" % (bar * len(prog) - 0.01)])
    reps = int(seconds / (bar * len(prog))) + 1
    sh(["sox", loop, os.path.join(work, "bed.wav"), "repeat", str(reps), "trim", "0", "%.3f" % seconds,
        "fade", "t", "0.6", "%.3f" % seconds, "2.5", "norm", "-6"])
    # jingle sting: fast rising arpeggio into a ringing chord
    sting = os.path.join(work, "sting.wav")
    t = chord_tones(root + 12, prog[0])
    notes = [t[0], t[1], t[2], t[0] + 12]
    run = os.path.join(work, "sting_run.wav")
    ring = os.path.join(work, "sting_ring.wav")
    cmd = ["sox", "-R", "-r", str(MR), "-n", run]
    for k, n in enumerate(notes):
        if k:
            cmd.append(":")
        cmd += ["synth", "0.14", "pluck", "%.2f" % hz(n), "fade", "0", "0.14", "0.05", "remix", "-"]
    sh(cmd)
    sh(["sox", "-R", "-r", str(MR), "-n", ring, "synth", "1.8", "pluck", "%.2f" % hz(t[0]), "pluck", "%.2f" % hz(t[1]),
        "pluck", "%.2f" % hz(t[2]), "pluck", "%.2f" % hz(t[0] + 12), "pluck", "%.2f" % hz(t[2] + 12),
        "delay", "0", "0.02", "0.04", "0.06", "0.08", "remix", "-", "fade", "0", "1.8", "1.2"])
    sh(["sox", run, ring, sting])
    sh(["sox", sting, sting.replace(".wav", "_n.wav"), "norm", "-4", "reverb", "30", "50", "60"])
    return os.path.join(work, "bed.wav"), sting.replace(".wav", "_n.wav")


def make_speech(work, lines):
    parts = []
    gap = os.path.join(work, "gap.wav")
    sh(["sox", "-R", "-r", str(SR), "-c", "1", "-n", gap, "trim", "0", "0.45"])
    for k, ((voice, speed, pitch), text) in enumerate(lines):
        raw = os.path.join(work, "line%02d_raw.wav" % k)
        out = os.path.join(work, "line%02d.wav" % k)
        sh(["espeak-ng", "-v", voice, "-s", str(speed), "-p", str(pitch), "-g", "2", "-w", raw, text])
        sh(["sox", raw, "-r", str(SR), "-c", "1", out, "gain", "-15", "highpass", "90", "bass", "+3", "treble", "+2",
            "compand", "0.02,0.2", "6:-70,-60,-20", "-6", "-90", "0.1", "norm", "-2"])
        if k:
            parts.append(gap)
        parts.append(out)
    speech = os.path.join(work, "speech.wav")
    sh(["sox"] + parts + [speech])
    d = float(subprocess.run(["soxi", "-D", speech], capture_output=True, text=True, check=True).stdout)
    return speech, d


def main(build, out):
    os.makedirs(os.path.join(out, "audio"), exist_ok=True)
    for n, segment in enumerate(EPISODES, 1):
        title, music, lines = segment["title"], segment["music"], segment["lines"]
        work = os.path.join(build, "audio", "ep%02d" % n)
        os.makedirs(work, exist_ok=True)
        speech, sd = make_speech(work, lines)
        intro, tail = 3.2, 3.6
        total = intro + sd + tail
        bed, sting = make_music(work, music, total)
        s_end = intro + sd
        # duck the bed under the voice, let it swell back for the outro
        vol = ("if(lt(t,{a}),1,if(lt(t,{b}),1-0.8*(t-{a})/({b}-{a}),if(lt(t,{c}),0.2,"
               "if(lt(t,{d}),0.2+0.7*(t-{c})/({d}-{c}),0.9))))").format(a=intro - 0.7, b=intro, c=s_end + 0.2,
                                                                       d=s_end + 1.0)
        dst = os.path.join(out, "audio", "episode-%02d.mp3" % n)
        filt = ("[0:a]volume='{v}':eval=frame[bed];"
                "[1:a]adelay={sd}|{sd}[voice];"
                "[2:a]asplit=2[s1][s2];[s2]adelay={ed}|{ed},volume=0.8[s2d];"
                "[bed][voice][s1][s2d]amix=inputs=4:normalize=0:duration=first,"
                "alimiter=limit=0.89,aresample={sr}[mix]").format(v=vol, sd=int(intro * 1000),
                                                                  ed=int((s_end + 0.4) * 1000), sr=SR)
        sh(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", bed, "-i", speech, "-i", sting,
            "-filter_complex", filt, "-map", "[mix]", "-ac", "1", "-ar", str(SR), "-c:a", "libmp3lame", "-b:a", "32k",
            "-metadata", "title=%s" % title, "-metadata", "artist=Tarang Radio", "-metadata", "album=Tarang Demo Episodes",
            "-metadata", "track=%d/%d" % (n, len(EPISODES)), "-metadata", "genre=Podcast",
            "-id3v2_version", "3", "-fflags", "+bitexact", "-flags:a", "+bitexact", dst])
        print("audio: %s %.1fs" % (os.path.basename(dst), total))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
