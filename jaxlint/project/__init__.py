"""The project: files analysed together, so traced code is followed across modules.

`names` says which module a file is; `link` carries what one file's analysis needs from the others and
what it tells them (sites that trace another file's functions, what functions return, what classes
hold); `solve` runs the analyses to a fixed point over those summaries.
"""
